// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_rcu: RCU read-side critical sections and
 * __rcu_guarded pointers used correctly, as the capability annotations
 * describe them: rcu_read_lock() acquires the RCU token, the _bh and _sched
 * forms also RCU_BH and RCU_SCHED, and rcu_dereference() of an
 * __rcu_guarded pointer needs a reader. Compiled with the analysis and
 * -Werror; at run time each case checks that it is in a reader where the
 * analysis assumes one (rcu_read_lock_held() and friends under lockdep, the
 * preemption and BH state without it), and an updater checks that
 * synchronize_rcu() waits for a reader that started before it.
 */

#include <linux/bottom_half.h>
#include <linux/delay.h>
#include <linux/preempt.h>
#include <linux/rculist.h>
#include <linux/rcupdate.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

#include "capability_kunit.h"

struct rcu_obj {
	int value;
	bool retired;
};

struct rcu_box {
	spinlock_t lock;
	struct rcu_obj __rcu_guarded *obj;
};

static struct rcu_obj rcu_kunit_global_obj = { .value = 77 };
static struct rcu_obj __rcu_guarded *rcu_kunit_global = RCU_INITIALIZER(&rcu_kunit_global_obj);

static void rcu_box_init(struct rcu_box *box, struct rcu_obj *obj)
{
	spin_lock_init(&box->lock);
	RCU_INIT_POINTER(box->obj, obj);
}

/*
 * A reader is visible without lockdep: preemptible RCU counts its nesting,
 * otherwise rcu_read_lock() disables preemption.
 */
static bool rcu_kunit_in_reader(void)
{
	if (IS_ENABLED(CONFIG_PREEMPT_RCU))
		return rcu_preempt_depth() > 0;
	return !preemptible();
}

static bool rcu_kunit_reader_visible(void)
{
	return IS_ENABLED(CONFIG_PREEMPT_RCU) || IS_ENABLED(CONFIG_PREEMPT_COUNT);
}

#define KUNIT_EXPECT_IN_READER(test)					\
	do {								\
		if (rcu_kunit_reader_visible())				\
			KUNIT_EXPECT_TRUE_MSG(test, rcu_kunit_in_reader(), \
					      "not in an RCU reader");	\
	} while (0)

#define KUNIT_EXPECT_NOT_IN_READER(test)				\
	do {								\
		if (rcu_kunit_reader_visible())				\
			KUNIT_EXPECT_FALSE_MSG(test, rcu_kunit_in_reader(), \
					       "still in an RCU reader"); \
	} while (0)

/*
 * rcu_read_lock_held() and friends answer "held" whenever they cannot
 * tell (lockdep off, or no CONFIG_DEBUG_LOCK_ALLOC): inside a reader they
 * must say so, outside only a live lockdep can say "not held".
 */
#define KUNIT_EXPECT_RCU_NOT_HELD(test, held)				\
	do {								\
		if (IS_ENABLED(CONFIG_DEBUG_LOCK_ALLOC) &&		\
		    capability_kunit_lockdep_on(test))			\
			KUNIT_EXPECT_FALSE_MSG(test, held(),		\
					       "%s() outside the reader", #held); \
	} while (0)

static int rcu_needs_reader(struct rcu_box *box)
	__must_hold_shared(RCU)
{
	return rcu_dereference(box->obj)->value;
}

/* The kernel's existing annotations name RCU as an exclusive context. */
static int rcu_needs_reader_exclusive(struct rcu_box *box)
	__must_hold(RCU)
{
	return rcu_dereference(box->obj)->value;
}

/*
 * A BH or sched reader holds its own token; rcu_dereference_bh() and
 * rcu_dereference_sched() are not checked (disabled BH or preemption
 * protects too, which is no capability).
 */
static int rcu_needs_bh_reader(struct rcu_box *box)
	__must_hold_shared(RCU_BH)
{
	return rcu_dereference_bh(box->obj)->value;
}

static int rcu_needs_sched_reader(struct rcu_box *box)
	__must_hold_shared(RCU_SCHED)
{
	return rcu_dereference_sched(box->obj)->value;
}

static void rcu_box_publish(struct rcu_box *box, struct rcu_obj *obj)
{
	spin_lock(&box->lock);
	rcu_assign_pointer(box->obj, obj);
	spin_unlock(&box->lock);
}

static void rcu_read_lock_test(struct kunit *test)
{
	struct rcu_obj obj = { .value = 5 };
	struct rcu_box box;

	rcu_box_init(&box, &obj);
	KUNIT_EXPECT_NOT_IN_READER(test);
	rcu_read_lock();
	KUNIT_EXPECT_IN_READER(test);
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_held());
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_any_held());
	KUNIT_EXPECT_EQ(test, rcu_dereference(box.obj)->value, 5);
	KUNIT_EXPECT_EQ(test, rcu_needs_reader(&box), 5);
	KUNIT_EXPECT_EQ(test, rcu_needs_reader_exclusive(&box), 5);
	rcu_read_unlock();
	KUNIT_EXPECT_NOT_IN_READER(test);
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_held);
}

static void rcu_read_lock_nesting_test(struct kunit *test)
{
	struct rcu_obj obj = { .value = 6 };
	struct rcu_box box;

	rcu_box_init(&box, &obj);
	rcu_read_lock();
	rcu_read_lock();
	if (IS_ENABLED(CONFIG_PREEMPT_RCU))
		KUNIT_EXPECT_EQ(test, rcu_preempt_depth(), 2);
	KUNIT_EXPECT_EQ(test, rcu_dereference(box.obj)->value, 6);
	rcu_read_unlock();
	/* The outer reader is still open. */
	KUNIT_EXPECT_IN_READER(test);
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_held());
	KUNIT_EXPECT_EQ(test, rcu_needs_reader(&box), 6);
	rcu_read_unlock();
	KUNIT_EXPECT_NOT_IN_READER(test);
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_held);
}

static void rcu_read_lock_bh_test(struct kunit *test)
{
	struct rcu_obj obj = { .value = 7 };
	struct rcu_box box;
	struct rcu_obj *p;

	rcu_box_init(&box, &obj);
	rcu_read_lock_bh();
	KUNIT_EXPECT_TRUE(test, in_softirq());
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_bh_held());
	p = rcu_dereference_bh(box.obj);
	KUNIT_EXPECT_EQ(test, p->value, 7);
	KUNIT_EXPECT_EQ(test, rcu_needs_bh_reader(&box), 7);
	/*
	 * Only the BH token: the plain reader's lockdep map is not held --
	 * except on PREEMPT_RT, where local_bh_disable() itself enters an
	 * rcu_read_lock() section.
	 */
	if (IS_ENABLED(CONFIG_DEBUG_LOCK_ALLOC) && !IS_ENABLED(CONFIG_PREEMPT_RT) &&
	    capability_kunit_lockdep_on(test))
		KUNIT_EXPECT_FALSE(test, rcu_read_lock_held());
	rcu_read_unlock_bh();
	KUNIT_EXPECT_FALSE(test, in_softirq());
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_bh_held);
}

static void rcu_read_lock_sched_test(struct kunit *test)
{
	struct rcu_obj obj = { .value = 8 };
	struct rcu_box box;
	struct rcu_obj *p;

	rcu_box_init(&box, &obj);
	rcu_read_lock_sched();
	if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
		KUNIT_EXPECT_FALSE(test, preemptible());
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_sched_held());
	p = rcu_dereference_sched(box.obj);
	KUNIT_EXPECT_EQ(test, p->value, 8);
	KUNIT_EXPECT_EQ(test, rcu_needs_sched_reader(&box), 8);
	if (IS_ENABLED(CONFIG_DEBUG_LOCK_ALLOC) && capability_kunit_lockdep_on(test))
		KUNIT_EXPECT_FALSE(test, rcu_read_lock_held());
	rcu_read_unlock_sched();
	if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
		KUNIT_EXPECT_TRUE(test, preemptible());
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_sched_held);
}

static void rcu_read_lock_sched_notrace_test(struct kunit *test)
{
	struct rcu_obj obj = { .value = 9 };
	struct rcu_box box;

	rcu_box_init(&box, &obj);
	rcu_read_lock_sched_notrace();
	/* Not seen by lockdep, but a sched reader by disabled preemption. */
	if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
		KUNIT_EXPECT_FALSE(test, preemptible());
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_sched_held());
#ifdef CONFIG_DEBUG_LOCK_ALLOC
	if (capability_kunit_lockdep_on(test))
		KUNIT_EXPECT_FALSE(test, lock_is_held(&rcu_sched_lock_map));
#endif
	KUNIT_EXPECT_EQ(test, rcu_needs_sched_reader(&box), 9);
	rcu_read_unlock_sched_notrace();
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_sched_held);
}

/* Whether this task may not migrate; only SMP tracks it. */
static bool rcu_kunit_migration_disabled(void)
{
#ifdef CONFIG_SMP
	return current->migration_disabled;
#else
	return false;
#endif
}

static void rcu_read_lock_dont_migrate_test(struct kunit *test)
{
	struct rcu_obj obj = { .value = 10 };
	struct rcu_box box;

	rcu_box_init(&box, &obj);
	rcu_read_lock_dont_migrate();
	KUNIT_EXPECT_IN_READER(test);
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_held());
	/* Preemptible RCU does not pin the task by itself: this form does. */
	if (IS_ENABLED(CONFIG_PREEMPT_RCU) && IS_ENABLED(CONFIG_SMP))
		KUNIT_EXPECT_TRUE(test, rcu_kunit_migration_disabled());
	KUNIT_EXPECT_EQ(test, rcu_needs_reader(&box), 10);
	rcu_read_unlock_migrate();
	KUNIT_EXPECT_NOT_IN_READER(test);
	KUNIT_EXPECT_FALSE(test, rcu_kunit_migration_disabled());
}

static void rcu_flavours_nested_test(struct kunit *test)
{
	struct rcu_obj obj = { .value = 11 };
	struct rcu_box box;
	int sum = 0;

	rcu_box_init(&box, &obj);
	rcu_read_lock();
	rcu_read_lock_bh();
	rcu_read_lock_sched();
	sum += rcu_needs_reader(&box);
	sum += rcu_needs_bh_reader(&box);
	sum += rcu_needs_sched_reader(&box);
	rcu_read_unlock_sched();
	KUNIT_EXPECT_TRUE(test, in_softirq());
	sum += rcu_needs_bh_reader(&box);
	rcu_read_unlock_bh();
	KUNIT_EXPECT_FALSE(test, in_softirq());
	/* The plain reader outlives the two inner ones. */
	KUNIT_EXPECT_IN_READER(test);
	sum += rcu_needs_reader(&box);
	rcu_read_unlock();
	KUNIT_EXPECT_NOT_IN_READER(test);
	KUNIT_EXPECT_EQ(test, sum, 55);
}

static int rcu_guard_value(struct rcu_box *box, bool early)
{
	guard(rcu)();
	if (early)
		return -rcu_dereference(box->obj)->value;
	return rcu_dereference(box->obj)->value;
}

static void rcu_guard_test(struct kunit *test)
{
	struct rcu_obj obj = { .value = 12 };
	struct rcu_box box;
	int i, seen = 0;

	rcu_box_init(&box, &obj);
	/* The guard ends the reader on both returns. */
	KUNIT_EXPECT_EQ(test, rcu_guard_value(&box, true), -12);
	KUNIT_EXPECT_NOT_IN_READER(test);
	KUNIT_EXPECT_EQ(test, rcu_guard_value(&box, false), 12);
	KUNIT_EXPECT_NOT_IN_READER(test);
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_held);

	/* ... and when the body leaves the scope with break. */
	for (i = 0; i < 3; i++) {
		scoped_guard(rcu) {
			KUNIT_EXPECT_TRUE(test, rcu_read_lock_held());
			seen += rcu_dereference(box.obj)->value;
			if (i == 1)
				break;
		}
		KUNIT_EXPECT_NOT_IN_READER(test);
	}
	KUNIT_EXPECT_EQ(test, seen, 36);
}

static void rcu_global_guarded_pointer_test(struct kunit *test)
{
	struct rcu_obj *p;

	rcu_read_lock();
	KUNIT_EXPECT_IN_READER(test);
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_held());
	p = rcu_dereference(rcu_kunit_global);
	KUNIT_EXPECT_PTR_EQ(test, p, &rcu_kunit_global_obj);
	KUNIT_EXPECT_EQ(test, p->value, 77);
	rcu_read_unlock();
	/* Only compared, never dereferenced: no reader needed, none taken. */
	KUNIT_EXPECT_NOT_IN_READER(test);
	p = rcu_access_pointer(rcu_kunit_global);
	KUNIT_EXPECT_NOT_IN_READER(test);
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_any_held);
	KUNIT_EXPECT_PTR_EQ(test, p, &rcu_kunit_global_obj);
}

static void rcu_assign_pointer_test(struct kunit *test)
{
	struct rcu_obj a = { .value = 1 }, b = { .value = 2 };
	struct rcu_box box;
	struct rcu_obj *old;

	rcu_box_init(&box, &a);
	spin_lock(&box.lock);
	KUNIT_EXPECT_HELD(test, &box.lock);
	/* The update side names its own protection. */
	old = rcu_dereference_protected(box.obj, lockdep_is_held(&box.lock));
	rcu_assign_pointer(box.obj, &b);
	spin_unlock(&box.lock);
	KUNIT_EXPECT_PTR_EQ(test, old, &a);

	rcu_read_lock();
	KUNIT_EXPECT_EQ(test, rcu_dereference(box.obj)->value, 2);
	rcu_read_unlock();
	/* Unpublished again: only compared, no reader needed. */
	rcu_box_publish(&box, NULL);
	old = rcu_access_pointer(box.obj);
	KUNIT_EXPECT_NULL(test, old);
}

static void rcu_init_and_access_pointer_test(struct kunit *test)
{
	struct rcu_obj a = { .value = 3 };
	struct rcu_box box;
	struct rcu_obj *p;

	rcu_box_init(&box, NULL);
	/* Neither a reader nor the update-side lock: none needed. */
	KUNIT_EXPECT_NOT_IN_READER(test);
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_any_held);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&box.lock));
	p = rcu_access_pointer(box.obj);
	KUNIT_EXPECT_NULL(test, p);
	RCU_INIT_POINTER(box.obj, &a);
	p = rcu_access_pointer(box.obj);
	KUNIT_EXPECT_PTR_EQ(test, p, &a);
	/* Nobody else can see the box: its pointer can be taken as it is. */
	p = unrcu_pointer(box.obj);
	KUNIT_EXPECT_EQ(test, p->value, 3);
	/* ... and none of the accessors entered a reader or took the lock. */
	KUNIT_EXPECT_NOT_IN_READER(test);
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_any_held);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&box.lock));
}

static void rcu_replace_pointer_test(struct kunit *test)
{
	struct rcu_obj a = { .value = 4 }, b = { .value = 5 };
	struct rcu_box box;
	struct rcu_obj *old;

	rcu_box_init(&box, &a);
	spin_lock(&box.lock);
	/*
	 * The protection it names: the update-side lock, no reader (except on
	 * PREEMPT_RT, where spin_lock() itself enters an RCU reader).
	 */
	KUNIT_EXPECT_HELD(test, &box.lock);
	if (!IS_ENABLED(CONFIG_PREEMPT_RT))
		KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_held);
	old = rcu_replace_pointer(box.obj, &b, lockdep_is_held(&box.lock));
	spin_unlock(&box.lock);
	KUNIT_EXPECT_PTR_EQ(test, old, &a);
	rcu_read_lock();
	KUNIT_EXPECT_IN_READER(test);
	KUNIT_EXPECT_PTR_EQ(test, rcu_dereference(box.obj), &b);
	rcu_read_unlock();
	KUNIT_EXPECT_NOT_IN_READER(test);
}

static void rcu_dereference_check_forms_test(struct kunit *test)
{
	struct rcu_obj a = { .value = 6 };
	struct rcu_box box;
	int sum = 0;

	rcu_box_init(&box, &a);
	/* Protected by the update-side lock instead of a reader. */
	spin_lock(&box.lock);
	KUNIT_EXPECT_HELD(test, &box.lock);
	/* PREEMPT_RT's spin_lock() enters an RCU reader itself. */
	if (!IS_ENABLED(CONFIG_PREEMPT_RT))
		KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_held);
	sum += rcu_dereference_check(box.obj, lockdep_is_held(&box.lock))->value;
	sum += rcu_dereference_bh_check(box.obj, lockdep_is_held(&box.lock))->value;
	sum += rcu_dereference_sched_check(box.obj, lockdep_is_held(&box.lock))->value;
	spin_unlock(&box.lock);
	KUNIT_EXPECT_NOT_IN_READER(test);
	/* Or by nothing lockdep can check: the raw forms, in a reader. */
	rcu_read_lock();
	KUNIT_EXPECT_IN_READER(test);
	sum += rcu_dereference_raw(box.obj)->value;
	sum += rcu_dereference_raw_check(box.obj)->value;
	rcu_read_unlock();
	KUNIT_EXPECT_EQ(test, sum, 30);
}

static void synchronize_rcu_updater_test(struct kunit *test)
{
	struct rcu_obj *a, *b, *old;
	struct rcu_gp_oldstate gp;
	struct rcu_box box;

	a = kunit_kzalloc(test, sizeof(*a), GFP_KERNEL);
	b = kzalloc(sizeof(*b), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, a);
	KUNIT_ASSERT_NOT_NULL(test, b);
	a->value = 100;
	b->value = 200;
	rcu_box_init(&box, a);

	spin_lock(&box.lock);
	KUNIT_EXPECT_HELD(test, &box.lock);
	old = rcu_replace_pointer(box.obj, b, lockdep_is_held(&box.lock));
	spin_unlock(&box.lock);
	/* An updater waits outside any reader, for a full grace period. */
	KUNIT_EXPECT_NOT_IN_READER(test);
	get_state_synchronize_rcu_full(&gp);
	synchronize_rcu();
	KUNIT_EXPECT_TRUE(test, poll_state_synchronize_rcu_full(&gp));
	/* After a grace period no reader can still see the old object. */
	old->retired = true;
	rcu_read_lock();
	KUNIT_EXPECT_EQ(test, rcu_dereference(box.obj)->value, 200);
	KUNIT_EXPECT_FALSE(test, rcu_dereference(box.obj)->retired);
	rcu_read_unlock();

	spin_lock(&box.lock);
	old = rcu_replace_pointer(box.obj, NULL, lockdep_is_held(&box.lock));
	spin_unlock(&box.lock);
	synchronize_rcu();
	kfree(old);
}

/* A reader in another task that stays in its section for a while. */
struct rcu_slow_reader {
	struct rcu_box *box;
	struct completion in_reader;
	struct completion done;
	int value;
	bool saw_retired;
	bool finished_reading;
};

static int rcu_slow_reader_fn(void *arg)
{
	struct rcu_slow_reader *r = arg;
	struct rcu_obj *p;
	int i;

	rcu_read_lock();
	p = rcu_dereference(r->box->obj);
	complete(&r->in_reader);
	for (i = 0; i < 50; i++) {
		if (READ_ONCE(p->retired))
			r->saw_retired = true;
		mdelay(1);
	}
	r->value = p->value;
	WRITE_ONCE(r->finished_reading, true);
	rcu_read_unlock();
	complete(&r->done);
	return 0;
}

static void synchronize_rcu_waits_for_reader_test(struct kunit *test)
{
	struct rcu_obj a = { .value = 300 }, b = { .value = 400 };
	struct rcu_slow_reader r = { .saw_retired = false, .finished_reading = false };
	struct task_struct *task;
	struct rcu_box box;
	struct rcu_obj *old;

	capability_kunit_need_two_cpus(test);
	rcu_box_init(&box, &a);
	r.box = &box;
	init_completion(&r.in_reader);
	init_completion(&r.done);
	task = kthread_run(rcu_slow_reader_fn, &r, "ca_rcu_reader");
	KUNIT_ASSERT_FALSE(test, IS_ERR(task));
	wait_for_completion(&r.in_reader);

	spin_lock(&box.lock);
	old = rcu_replace_pointer(box.obj, &b, lockdep_is_held(&box.lock));
	spin_unlock(&box.lock);
	synchronize_rcu();
	/* The grace period waited for the reader that saw the old object. */
	KUNIT_EXPECT_TRUE(test, READ_ONCE(r.finished_reading));
	old->retired = true;
	wait_for_completion(&r.done);
	KUNIT_EXPECT_EQ(test, r.value, 300);
	KUNIT_EXPECT_FALSE(test, r.saw_retired);
}

/* The lockdep assertions of a reader, one per flavour. */
enum rcu_assert_form {
	RCU_ASSERT_READ_LOCK,
	RCU_ASSERT_BH,
	RCU_ASSERT_SCHED,
	RCU_ASSERT_READER,
	RCU_ASSERT_READER_PREEMPT_OFF,
};

static const enum rcu_assert_form rcu_assert_forms[] = {
	RCU_ASSERT_READ_LOCK, RCU_ASSERT_BH, RCU_ASSERT_SCHED, RCU_ASSERT_READER,
	RCU_ASSERT_READER_PREEMPT_OFF,
};

static void rcu_assert_form_desc(const enum rcu_assert_form *f, char *desc)
{
	static const char * const names[] = {
		[RCU_ASSERT_READ_LOCK] = "in_rcu_read_lock",
		[RCU_ASSERT_BH] = "in_rcu_read_lock_bh",
		[RCU_ASSERT_SCHED] = "in_rcu_read_lock_sched",
		[RCU_ASSERT_READER] = "in_rcu_reader",
		[RCU_ASSERT_READER_PREEMPT_OFF] = "in_rcu_reader_preempt_off",
	};

	strscpy(desc, names[*f], KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(rcu_assert_form, rcu_assert_forms, rcu_assert_form_desc);

static int rcu_asserted_read_lock(struct rcu_box *box)
{
	lockdep_assert_in_rcu_read_lock();
	return rcu_needs_reader(box);
}

static int rcu_asserted_bh(struct rcu_box *box)
{
	lockdep_assert_in_rcu_read_lock_bh();
	return rcu_needs_bh_reader(box);
}

static int rcu_asserted_sched(struct rcu_box *box)
{
	lockdep_assert_in_rcu_read_lock_sched();
	return rcu_needs_sched_reader(box);
}

/*
 * Any flavour of reader: rcu_dereference() would be wrong here, lockdep
 * wants rcu_read_lock() for it ("suspicious rcu_dereference_check() usage"
 * in a sched reader or with preemption disabled).
 */
static int rcu_needs_any_reader(struct rcu_box *box)
	__must_hold_shared(RCU)
{
	return rcu_dereference_check(box->obj, rcu_read_lock_any_held())->value;
}

static int rcu_asserted_reader(struct rcu_box *box)
{
	lockdep_assert_in_rcu_reader();
	return rcu_needs_any_reader(box);
}

static void lockdep_assert_in_rcu_test(struct kunit *test)
{
	const enum rcu_assert_form *form = test->param_value;
	struct rcu_obj obj = { .value = 13 };
	struct rcu_box box;
	int v = 0;

	rcu_box_init(&box, &obj);
	/*
	 * Each assertion WARNs when it fails, which the suite's exit sees;
	 * the case checks the same, and without lockdep what it can.
	 */
	switch (*form) {
	case RCU_ASSERT_READ_LOCK:
		rcu_read_lock();
		KUNIT_EXPECT_IN_READER(test);
		KUNIT_EXPECT_TRUE(test, rcu_read_lock_held());
		v = rcu_asserted_read_lock(&box);
		rcu_read_unlock();
		break;
	case RCU_ASSERT_BH:
		rcu_read_lock_bh();
		KUNIT_EXPECT_TRUE(test, in_softirq());
		KUNIT_EXPECT_TRUE(test, rcu_read_lock_bh_held());
		v = rcu_asserted_bh(&box);
		rcu_read_unlock_bh();
		break;
	case RCU_ASSERT_SCHED:
		rcu_read_lock_sched();
		if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
			KUNIT_EXPECT_FALSE(test, preemptible());
		KUNIT_EXPECT_TRUE(test, rcu_read_lock_sched_held());
		v = rcu_asserted_sched(&box);
		rcu_read_unlock_sched();
		break;
	case RCU_ASSERT_READER:
		/* Any flavour satisfies it: take the sched one here. */
		rcu_read_lock_sched();
		if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
			KUNIT_EXPECT_FALSE(test, preemptible());
		KUNIT_EXPECT_TRUE(test, rcu_read_lock_any_held());
		v = rcu_asserted_reader(&box);
		rcu_read_unlock_sched();
		break;
	case RCU_ASSERT_READER_PREEMPT_OFF:
		/*
		 * Disabled preemption is a reader too, without any RCU call:
		 * only the assertion tells the analysis.
		 */
		preempt_disable();
		if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
			KUNIT_EXPECT_FALSE(test, preemptible());
		KUNIT_EXPECT_TRUE(test, rcu_read_lock_any_held());
		v = rcu_asserted_reader(&box);
		preempt_enable();
		break;
	}
	KUNIT_EXPECT_EQ(test, v, 13);
	KUNIT_EXPECT_NOT_IN_READER(test);
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_any_held);
}

/* A reader opened by one function and closed by another, like seq_file's. */
static struct rcu_obj *rcu_kunit_start(struct rcu_box *box)
	__acquires(RCU)
{
	rcu_read_lock();
	return rcu_dereference(box->obj);
}

static void rcu_kunit_stop(void)
	__releases(RCU)
{
	rcu_read_unlock();
}

static void rcu_acquires_releases_helpers_test(struct kunit *test)
{
	struct rcu_obj obj = { .value = 14 };
	struct rcu_box box;
	struct rcu_obj *p;

	rcu_box_init(&box, &obj);
	p = rcu_kunit_start(&box);
	KUNIT_EXPECT_IN_READER(test);
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_held());
	KUNIT_EXPECT_EQ(test, p->value, 14);
	KUNIT_EXPECT_EQ(test, rcu_needs_reader_exclusive(&box), 14);
	rcu_kunit_stop();
	KUNIT_EXPECT_NOT_IN_READER(test);
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_held);
}

static void rcu_read_lock_bh_nesting_test(struct kunit *test)
{
	struct rcu_obj obj = { .value = 15 };
	struct rcu_box box;

	rcu_box_init(&box, &obj);
	rcu_read_lock_bh();
	rcu_read_lock_bh();
	KUNIT_EXPECT_EQ(test, rcu_needs_bh_reader(&box), 15);
	rcu_read_unlock_bh();
	/* Still in the outer BH reader: BH stays off. */
	KUNIT_EXPECT_TRUE(test, in_softirq());
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_bh_held());
	KUNIT_EXPECT_EQ(test, rcu_needs_bh_reader(&box), 15);
	rcu_read_unlock_bh();
	KUNIT_EXPECT_FALSE(test, in_softirq());
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_bh_held);
}

static void rcu_read_lock_sched_nesting_test(struct kunit *test)
{
	struct rcu_obj obj = { .value = 16 };
	struct rcu_box box;
	int depth;

	rcu_box_init(&box, &obj);
	rcu_read_lock_sched();
	depth = preempt_count();
	rcu_read_lock_sched();
	if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
		KUNIT_EXPECT_EQ(test, preempt_count(), depth + 1);
	KUNIT_EXPECT_EQ(test, rcu_needs_sched_reader(&box), 16);
	rcu_read_unlock_sched();
	KUNIT_EXPECT_EQ(test, preempt_count(), depth);
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_sched_held());
	rcu_read_unlock_sched();
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_sched_held);
}

/* An RCU-protected list: readers walk it, an updater changes it. */
struct rcu_item {
	struct list_head node;
	struct rcu_head rcu;
	int key;
	bool freed;
};

struct rcu_list {
	spinlock_t lock;
	struct list_head items;
};

static void rcu_list_init(struct rcu_list *l)
{
	spin_lock_init(&l->lock);
	INIT_LIST_HEAD(&l->items);
}

static int rcu_list_sum(struct rcu_list *l)
	__must_hold_shared(RCU)
{
	struct rcu_item *item;
	int sum = 0;

	list_for_each_entry_rcu(item, &l->items, node)
		sum += item->key;
	return sum;
}

static void rcu_list_walk_test(struct kunit *test)
{
	struct rcu_item items[3] = { { .key = 1 }, { .key = 2 }, { .key = 4 } };
	struct rcu_list l;
	int i, sum;

	rcu_list_init(&l);
	for (i = 0; i < ARRAY_SIZE(items); i++) {
		spin_lock(&l.lock);
		list_add_tail_rcu(&items[i].node, &l.items);
		spin_unlock(&l.lock);
	}
	rcu_read_lock();
	KUNIT_EXPECT_IN_READER(test);
	sum = rcu_list_sum(&l);
	rcu_read_unlock();
	KUNIT_EXPECT_EQ(test, sum, 7);
}

static void rcu_item_free(struct rcu_head *head)
{
	struct rcu_item *item = container_of(head, struct rcu_item, rcu);

	WRITE_ONCE(item->freed, true);
}

static void rcu_list_del_call_rcu_test(struct kunit *test)
{
	struct rcu_item items[2] = { { .key = 10 }, { .key = 20 } };
	struct rcu_list l;
	int sum;

	rcu_list_init(&l);
	spin_lock(&l.lock);
	list_add_rcu(&items[0].node, &l.items);
	list_add_rcu(&items[1].node, &l.items);
	spin_unlock(&l.lock);

	rcu_read_lock();
	/* Unlinked while this reader walks: it may still see the item. */
	spin_lock(&l.lock);
	list_del_rcu(&items[0].node);
	spin_unlock(&l.lock);
	call_rcu(&items[0].rcu, rcu_item_free);
	sum = rcu_list_sum(&l);
	/* Freed only after the reader is done. */
	KUNIT_EXPECT_FALSE(test, READ_ONCE(items[0].freed));
	rcu_read_unlock();
	rcu_barrier();
	KUNIT_EXPECT_TRUE(test, READ_ONCE(items[0].freed));
	KUNIT_EXPECT_GE(test, sum, 20);
	rcu_read_lock();
	KUNIT_EXPECT_EQ(test, rcu_list_sum(&l), 20);
	rcu_read_unlock();
}

static void synchronize_rcu_expedited_test(struct kunit *test)
{
	struct rcu_obj a = { .value = 17 }, b = { .value = 18 };
	struct rcu_gp_oldstate gp;
	struct rcu_box box;
	struct rcu_obj *old;
	int v;

	rcu_box_init(&box, &a);
	spin_lock(&box.lock);
	KUNIT_EXPECT_HELD(test, &box.lock);
	old = rcu_replace_pointer(box.obj, &b, lockdep_is_held(&box.lock));
	spin_unlock(&box.lock);
	/* An expedited grace period is a full one. */
	KUNIT_EXPECT_NOT_IN_READER(test);
	get_state_synchronize_rcu_full(&gp);
	synchronize_rcu_expedited();
	KUNIT_EXPECT_TRUE(test, poll_state_synchronize_rcu_full(&gp));
	old->retired = true;
	rcu_read_lock();
	v = rcu_dereference(box.obj)->value;
	rcu_read_unlock();
	KUNIT_EXPECT_EQ(test, v, 18);
	KUNIT_EXPECT_PTR_EQ(test, old, &a);
}

/* guard(rcu) ends the reader on every way out of its scope. */
CAPABILITY_KUNIT_EXIT_PARAMS(rcu_exit);

static int rcu_guard_leave(struct kunit *test, struct rcu_box *box,
			   enum capability_kunit_exit how)
{
	int i, runs = 0;

	for (i = 0; i < 2; i++) {
		scoped_guard(rcu) {
			KUNIT_EXPECT_IN_READER(test);
			runs += rcu_dereference(box->obj)->value;
			if (how == CAPABILITY_KUNIT_EXIT_BREAK)
				break;
			if (how == CAPABILITY_KUNIT_EXIT_CONTINUE)
				continue;
			if (how == CAPABILITY_KUNIT_EXIT_GOTO)
				goto out;
			if (how == CAPABILITY_KUNIT_EXIT_RETURN)
				return runs;
		}
		KUNIT_EXPECT_NOT_IN_READER(test);
	}
out:
	return runs;
}

static void rcu_guard_exit_test(struct kunit *test)
{
	const enum capability_kunit_exit *how = test->param_value;
	struct rcu_obj obj = { .value = 1 };
	struct rcu_box box;

	rcu_box_init(&box, &obj);
	KUNIT_EXPECT_EQ(test, rcu_guard_leave(test, &box, *how),
			capability_kunit_exit_runs(*how));
	KUNIT_EXPECT_NOT_IN_READER(test);
	KUNIT_EXPECT_RCU_NOT_HELD(test, rcu_read_lock_held);
}

static void rcu_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case rcu_test_cases[] = {
	KUNIT_CASE(rcu_lockdep_enabled_test),
	KUNIT_CASE(rcu_read_lock_test),
	KUNIT_CASE(rcu_read_lock_nesting_test),
	KUNIT_CASE(rcu_read_lock_bh_test),
	KUNIT_CASE(rcu_read_lock_sched_test),
	KUNIT_CASE(rcu_read_lock_sched_notrace_test),
	KUNIT_CASE(rcu_read_lock_dont_migrate_test),
	KUNIT_CASE(rcu_flavours_nested_test),
	KUNIT_CASE(rcu_guard_test),
	KUNIT_CASE(rcu_global_guarded_pointer_test),
	KUNIT_CASE(rcu_assign_pointer_test),
	KUNIT_CASE(rcu_init_and_access_pointer_test),
	KUNIT_CASE(rcu_replace_pointer_test),
	KUNIT_CASE(rcu_dereference_check_forms_test),
	KUNIT_CASE(synchronize_rcu_updater_test),
	KUNIT_CASE(synchronize_rcu_waits_for_reader_test),
	KUNIT_CASE_PARAM(lockdep_assert_in_rcu_test, rcu_assert_form_gen_params),
	KUNIT_CASE(rcu_acquires_releases_helpers_test),
	KUNIT_CASE(rcu_read_lock_bh_nesting_test),
	KUNIT_CASE(rcu_read_lock_sched_nesting_test),
	KUNIT_CASE(rcu_list_walk_test),
	KUNIT_CASE(rcu_list_del_call_rcu_test),
	KUNIT_CASE(synchronize_rcu_expedited_test),
	KUNIT_CASE_PARAM(rcu_guard_exit_test, rcu_exit_gen_params),
	{}
};

static struct kunit_suite rcu_test_suite = {
	.name = "capability_analysis_rcu",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = rcu_test_cases,
};
kunit_test_suite(rcu_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of RCU");
MODULE_LICENSE("GPL");
