// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_srcu: SRCU read-side critical sections used
 * correctly, as the capability annotations describe them: each srcu_struct is
 * a (reentrant) capability that its readers hold, and pointers it protects
 * are __guarded_by() it, so srcu_dereference() needs a reader. Compiled with
 * the analysis and -Werror; at run time each case checks that the reader is
 * there (srcu_read_lock_held() under lockdep, and for real: a
 * synchronize_srcu() in another task waits for it).
 */

#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/mutex.h>
#include <linux/rcupdate.h>
#include <linux/slab.h>
#include <linux/srcu.h>

#include "capability_kunit.h"

struct srcu_obj {
	int value;
	bool retired;
};

struct srcu_test_data {
	struct srcu_struct srcu;
	struct mutex update_lock;
	struct srcu_obj __rcu *obj __guarded_by(&srcu);
};

DEFINE_STATIC_SRCU(srcu_kunit_static);
static struct srcu_obj srcu_kunit_static_obj = { .value = 99 };
static struct srcu_obj __rcu *srcu_kunit_static_ptr __guarded_by(&srcu_kunit_static) =
	RCU_INITIALIZER(&srcu_kunit_static_obj);

static void srcu_data_cleanup(void *arg)
{
	struct srcu_test_data *d = arg;

	cleanup_srcu_struct(&d->srcu);
}

/* An srcu_struct of the case's own, cleaned up when the case ends. */
static struct srcu_test_data *srcu_data_create(struct kunit *test, struct srcu_obj *obj)
{
	struct srcu_test_data *d = kunit_kzalloc(test, sizeof(*d), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, d);
	KUNIT_ASSERT_EQ(test, init_srcu_struct(&d->srcu), 0);
	KUNIT_ASSERT_EQ(test, kunit_add_action_or_reset(test, srcu_data_cleanup, d), 0);
	mutex_init(&d->update_lock);
	RCU_INIT_POINTER(d->obj, obj);
	return d;
}

/* srcu_read_lock_held() says "held" when lockdep cannot tell. */
#define KUNIT_EXPECT_SRCU_NOT_HELD(test, ssp)				\
	do {								\
		if (IS_ENABLED(CONFIG_DEBUG_LOCK_ALLOC) &&		\
		    capability_kunit_lockdep_on(test))			\
			KUNIT_EXPECT_FALSE_MSG(test, srcu_read_lock_held(ssp), \
					       "%s held per lockdep", #ssp); \
	} while (0)

/* A reader per the srcu_struct's own counters, which see every reader. */
#define KUNIT_EXPECT_SRCU_READER(test, ssp)				\
	KUNIT_EXPECT_TRUE_MSG(test, capability_kunit_srcu_readers(ssp),	\
			      "%s: no reader per its counters", #ssp)

#define KUNIT_EXPECT_NO_SRCU_READER(test, ssp)				\
	KUNIT_EXPECT_FALSE_MSG(test, capability_kunit_srcu_readers(ssp), \
			       "%s: a reader left per its counters", #ssp)

static int srcu_needs_reader(struct srcu_test_data *d)
	__must_hold_shared(&d->srcu)
{
	return srcu_dereference(d->obj, &d->srcu)->value;
}

/*
 * A reader that lockdep does not see (srcu_down_read()): srcu_dereference()
 * would be "suspicious rcu_dereference_check() usage" to lockdep.
 */
static int srcu_needs_unseen_reader(struct srcu_test_data *d)
	__must_hold_shared(&d->srcu)
{
	return srcu_dereference_notrace(d->obj, &d->srcu)->value;
}

static int srcu_needs_reader_exclusive(struct srcu_test_data *d)
	__must_hold(&d->srcu)
{
	return srcu_dereference(d->obj, &d->srcu)->value;
}

/*
 * A synchronize_srcu() in another task: whether it has returned tells
 * whether a reader of that srcu_struct is still there.
 */
struct srcu_syncer {
	struct srcu_struct *ssp;
	struct completion done;
};

static int srcu_syncer_fn(void *arg)
{
	struct srcu_syncer *s = arg;

	synchronize_srcu(s->ssp);
	complete(&s->done);
	return 0;
}

static void srcu_syncer_start(struct kunit *test, struct srcu_syncer *s,
			      struct srcu_struct *ssp)
{
	struct task_struct *task;

	s->ssp = ssp;
	init_completion(&s->done);
	task = kthread_run(srcu_syncer_fn, s, "ca_srcu_sync");
	KUNIT_ASSERT_FALSE(test, IS_ERR(task));
}

/* Whether the grace period ended within @ms milliseconds. */
static bool srcu_syncer_done_within(struct srcu_syncer *s, unsigned int ms)
{
	return wait_for_completion_timeout(&s->done, msecs_to_jiffies(ms)) != 0;
}

static void srcu_read_lock_test(struct kunit *test)
{
	struct srcu_obj obj = { .value = 1 };
	struct srcu_test_data *d = srcu_data_create(test, &obj);
	int idx;

	KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);
	idx = srcu_read_lock(&d->srcu);
	KUNIT_EXPECT_TRUE(test, srcu_read_lock_held(&d->srcu));
	KUNIT_EXPECT_SRCU_READER(test, &d->srcu);
	KUNIT_EXPECT_EQ(test, srcu_dereference(d->obj, &d->srcu)->value, 1);
	KUNIT_EXPECT_EQ(test, srcu_needs_reader(d), 1);
	KUNIT_EXPECT_EQ(test, srcu_needs_reader_exclusive(d), 1);
	srcu_read_unlock(&d->srcu, idx);
	KUNIT_EXPECT_SRCU_NOT_HELD(test, &d->srcu);
	KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);
}

static void srcu_read_lock_nested_test(struct kunit *test)
{
	struct srcu_obj obj = { .value = 2 };
	struct srcu_test_data *d = srcu_data_create(test, &obj);
	int outer, inner;

	/* Readers nest: the capability is reentrant. */
	outer = srcu_read_lock(&d->srcu);
	inner = srcu_read_lock(&d->srcu);
	KUNIT_EXPECT_EQ(test, srcu_needs_reader(d), 2);
	srcu_read_unlock(&d->srcu, inner);
	KUNIT_EXPECT_TRUE(test, srcu_read_lock_held(&d->srcu));
	/* The outer reader is still there. */
	KUNIT_EXPECT_SRCU_READER(test, &d->srcu);
	KUNIT_EXPECT_EQ(test, srcu_needs_reader(d), 2);
	srcu_read_unlock(&d->srcu, outer);
	KUNIT_EXPECT_SRCU_NOT_HELD(test, &d->srcu);
	KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);
}

static void srcu_read_lock_nmisafe_test(struct kunit *test)
{
	struct srcu_obj obj = { .value = 3 };
	/* Its own srcu_struct: NMI-safe and plain readers must not be mixed. */
	struct srcu_test_data *d = srcu_data_create(test, &obj);
	int idx;

	idx = srcu_read_lock_nmisafe(&d->srcu);
	KUNIT_EXPECT_TRUE(test, srcu_read_lock_held(&d->srcu));
	KUNIT_EXPECT_SRCU_READER(test, &d->srcu);
	KUNIT_EXPECT_EQ(test, srcu_needs_reader(d), 3);
	srcu_read_unlock_nmisafe(&d->srcu, idx);
	KUNIT_EXPECT_SRCU_NOT_HELD(test, &d->srcu);
	KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);
}

static void srcu_read_lock_notrace_test(struct kunit *test)
{
	struct srcu_obj obj = { .value = 4 };
	struct srcu_test_data *d = srcu_data_create(test, &obj);
	struct srcu_syncer s;
	int idx;

	idx = srcu_read_lock_notrace(&d->srcu);
	KUNIT_EXPECT_EQ(test, srcu_dereference_notrace(d->obj, &d->srcu)->value, 4);
	/* Invisible to lockdep, but a reader all the same. */
	KUNIT_EXPECT_SRCU_NOT_HELD(test, &d->srcu);
	KUNIT_EXPECT_SRCU_READER(test, &d->srcu);
	srcu_syncer_start(test, &s, &d->srcu);
	KUNIT_EXPECT_FALSE(test, srcu_syncer_done_within(&s, 50));
	srcu_read_unlock_notrace(&d->srcu, idx);
	wait_for_completion(&s.done);
}

/* srcu_down_read() may be ended elsewhere: each function says what it does. */
static int srcu_reader_begin(struct srcu_test_data *d)
	__acquires(&d->srcu)
{
	return srcu_down_read(&d->srcu);
}

static void srcu_reader_end(struct srcu_test_data *d, int idx)
	__releases(&d->srcu)
{
	srcu_up_read(&d->srcu, idx);
}

static void srcu_down_read_handoff_test(struct kunit *test)
{
	struct srcu_obj obj = { .value = 5 };
	struct srcu_test_data *d = srcu_data_create(test, &obj);
	struct srcu_syncer s;
	int idx;

	idx = srcu_reader_begin(d);
	KUNIT_EXPECT_EQ(test, srcu_needs_unseen_reader(d), 5);
	/* It may end in another task: lockdep does not track it. */
	KUNIT_EXPECT_SRCU_NOT_HELD(test, &d->srcu);
	KUNIT_EXPECT_SRCU_READER(test, &d->srcu);
	srcu_syncer_start(test, &s, &d->srcu);
	KUNIT_EXPECT_FALSE(test, srcu_syncer_done_within(&s, 50));
	srcu_reader_end(d, idx);
	wait_for_completion(&s.done);
	KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);
}

static int srcu_guard_value(struct srcu_test_data *d, bool early)
{
	guard(srcu)(&d->srcu);
	if (early)
		return -srcu_dereference(d->obj, &d->srcu)->value;
	return srcu_needs_reader(d);
}

static void srcu_guard_test(struct kunit *test)
{
	struct srcu_obj obj = { .value = 6 };
	struct srcu_test_data *d = srcu_data_create(test, &obj);
	int i, sum = 0;

	/* The guard ends the reader on both returns. */
	KUNIT_EXPECT_EQ(test, srcu_guard_value(d, true), -6);
	KUNIT_EXPECT_SRCU_NOT_HELD(test, &d->srcu);
	KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);
	KUNIT_EXPECT_EQ(test, srcu_guard_value(d, false), 6);
	KUNIT_EXPECT_SRCU_NOT_HELD(test, &d->srcu);
	KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);

	/*
	 * ... and when the body leaves the scope with break, which (as
	 * scoped_guard() is a loop) ends the guard's scope, not the loop
	 * around it: all three passes add.
	 */
	for (i = 0; i < 3; i++) {
		scoped_guard(srcu, &d->srcu) {
			KUNIT_EXPECT_TRUE(test, srcu_read_lock_held(&d->srcu));
			KUNIT_EXPECT_SRCU_READER(test, &d->srcu);
			sum += srcu_needs_reader(d);
			if (i == 1)
				break;
		}
		KUNIT_EXPECT_SRCU_NOT_HELD(test, &d->srcu);
		KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);
	}
	KUNIT_EXPECT_EQ(test, sum, 18);
}

static void synchronize_srcu_waits_for_reader_test(struct kunit *test)
{
	struct srcu_obj obj = { .value = 7 };
	struct srcu_test_data *d = srcu_data_create(test, &obj);
	struct srcu_syncer s;
	int idx;

	idx = srcu_read_lock(&d->srcu);
	KUNIT_EXPECT_SRCU_READER(test, &d->srcu);
	srcu_syncer_start(test, &s, &d->srcu);
	/* SRCU readers may sleep: the updater waits all the while. */
	KUNIT_EXPECT_FALSE(test, srcu_syncer_done_within(&s, 100));
	KUNIT_EXPECT_EQ(test, srcu_needs_reader(d), 7);
	srcu_read_unlock(&d->srcu, idx);
	KUNIT_EXPECT_TRUE(test, srcu_syncer_done_within(&s, 10000));
}

static void srcu_domains_independent_test(struct kunit *test)
{
	struct srcu_obj a_obj = { .value = 8 }, b_obj = { .value = 9 };
	struct srcu_test_data *a = srcu_data_create(test, &a_obj);
	struct srcu_test_data *b = srcu_data_create(test, &b_obj);
	struct srcu_syncer s;
	int idx;

	idx = srcu_read_lock(&a->srcu);
	KUNIT_EXPECT_SRCU_READER(test, &a->srcu);
	KUNIT_EXPECT_NO_SRCU_READER(test, &b->srcu);
	/* A reader of one srcu_struct does not hold up another's updater. */
	srcu_syncer_start(test, &s, &b->srcu);
	KUNIT_EXPECT_TRUE(test, srcu_syncer_done_within(&s, 10000));
	KUNIT_EXPECT_SRCU_NOT_HELD(test, &b->srcu);
	KUNIT_EXPECT_EQ(test, srcu_needs_reader(a), 8);
	srcu_read_unlock(&a->srcu, idx);

	idx = srcu_read_lock(&b->srcu);
	KUNIT_EXPECT_EQ(test, srcu_needs_reader(b), 9);
	srcu_read_unlock(&b->srcu, idx);
}

static void synchronize_srcu_updater_test(struct kunit *test)
{
	struct srcu_obj a = { .value = 10 }, b = { .value = 11 };
	struct srcu_test_data *d = srcu_data_create(test, &a);
	struct srcu_obj *old;
	unsigned long cookie;
	int idx;

	mutex_lock(&d->update_lock);
	KUNIT_EXPECT_HELD(test, &d->update_lock);
	old = rcu_replace_pointer(d->obj, &b, lockdep_is_held(&d->update_lock));
	mutex_unlock(&d->update_lock);
	/* An updater waits outside any reader, for a full grace period. */
	KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);
	cookie = get_state_synchronize_srcu(&d->srcu);
	synchronize_srcu(&d->srcu);
	KUNIT_EXPECT_TRUE(test, poll_state_synchronize_srcu(&d->srcu, cookie));
	/* No reader can still see the old object. */
	old->retired = true;
	KUNIT_EXPECT_PTR_EQ(test, old, &a);

	idx = srcu_read_lock(&d->srcu);
	KUNIT_EXPECT_SRCU_READER(test, &d->srcu);
	KUNIT_EXPECT_EQ(test, srcu_needs_reader(d), 11);
	KUNIT_EXPECT_FALSE(test, srcu_dereference(d->obj, &d->srcu)->retired);
	srcu_read_unlock(&d->srcu, idx);
}

static void srcu_dereference_check_test(struct kunit *test)
{
	struct srcu_obj a = { .value = 12 };
	struct srcu_test_data *d = srcu_data_create(test, &a);
	struct srcu_syncer s;
	struct srcu_obj *p;

	/* The update side names its own protection instead of a reader. */
	mutex_lock(&d->update_lock);
	KUNIT_EXPECT_HELD(test, &d->update_lock);
	p = srcu_dereference_check(d->obj, &d->srcu, lockdep_is_held(&d->update_lock));
	KUNIT_EXPECT_EQ(test, p->value, 12);
	/* No reader was taken: a grace period ends while the lock is held. */
	KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);
	srcu_syncer_start(test, &s, &d->srcu);
	KUNIT_EXPECT_TRUE(test, srcu_syncer_done_within(&s, 10000));
	mutex_unlock(&d->update_lock);
	p = rcu_access_pointer(d->obj);
	KUNIT_EXPECT_PTR_EQ(test, p, &a);
}

static void srcu_static_test(struct kunit *test)
{
	struct srcu_obj *p;
	int idx;

	idx = srcu_read_lock(&srcu_kunit_static);
	KUNIT_EXPECT_TRUE(test, srcu_read_lock_held(&srcu_kunit_static));
	KUNIT_EXPECT_SRCU_READER(test, &srcu_kunit_static);
	p = srcu_dereference(srcu_kunit_static_ptr, &srcu_kunit_static);
	KUNIT_EXPECT_PTR_EQ(test, p, &srcu_kunit_static_obj);
	KUNIT_EXPECT_EQ(test, p->value, 99);
	srcu_read_unlock(&srcu_kunit_static, idx);
	KUNIT_EXPECT_SRCU_NOT_HELD(test, &srcu_kunit_static);
	KUNIT_EXPECT_NO_SRCU_READER(test, &srcu_kunit_static);
}

/* A reader opened and closed by annotated helpers that keep the index. */
static int srcu_data_read_begin(struct srcu_test_data *d)
	__acquires(&d->srcu)
{
	return srcu_read_lock(&d->srcu);
}

static void srcu_data_read_end(struct srcu_test_data *d, int idx)
	__releases(&d->srcu)
{
	srcu_read_unlock(&d->srcu, idx);
}

static void srcu_annotated_helpers_test(struct kunit *test)
{
	struct srcu_obj a = { .value = 13 };
	struct srcu_test_data *d = srcu_data_create(test, &a);
	int idx;

	idx = srcu_data_read_begin(d);
	KUNIT_EXPECT_TRUE(test, srcu_read_lock_held(&d->srcu));
	KUNIT_EXPECT_SRCU_READER(test, &d->srcu);
	KUNIT_EXPECT_EQ(test, srcu_needs_reader_exclusive(d), 13);
	srcu_data_read_end(d, idx);
	KUNIT_EXPECT_SRCU_NOT_HELD(test, &d->srcu);
	KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);
}

static void srcu_two_domains_nested_test(struct kunit *test)
{
	struct srcu_obj a_obj = { .value = 14 }, b_obj = { .value = 15 };
	struct srcu_test_data *a = srcu_data_create(test, &a_obj);
	struct srcu_test_data *b = srcu_data_create(test, &b_obj);
	int ia, ib, sum;

	/* Readers of two srcu_structs, each its own capability. */
	ia = srcu_read_lock(&a->srcu);
	ib = srcu_read_lock(&b->srcu);
	KUNIT_EXPECT_TRUE(test, srcu_read_lock_held(&a->srcu));
	KUNIT_EXPECT_TRUE(test, srcu_read_lock_held(&b->srcu));
	KUNIT_EXPECT_SRCU_READER(test, &a->srcu);
	KUNIT_EXPECT_SRCU_READER(test, &b->srcu);
	sum = srcu_needs_reader(a) + srcu_needs_reader(b);
	srcu_read_unlock(&a->srcu, ia);
	/* b's reader outlives a's. */
	KUNIT_EXPECT_SRCU_NOT_HELD(test, &a->srcu);
	KUNIT_EXPECT_NO_SRCU_READER(test, &a->srcu);
	KUNIT_EXPECT_TRUE(test, srcu_read_lock_held(&b->srcu));
	KUNIT_EXPECT_SRCU_READER(test, &b->srcu);
	sum += srcu_needs_reader(b);
	srcu_read_unlock(&b->srcu, ib);
	KUNIT_EXPECT_NO_SRCU_READER(test, &b->srcu);
	KUNIT_EXPECT_EQ(test, sum, 44);
}

/* call_srcu(): the callback runs after the readers that might see the object. */
struct srcu_retired {
	struct srcu_obj obj;
	struct rcu_head rcu;
};

static void srcu_retire_cb(struct rcu_head *head)
{
	struct srcu_retired *r = container_of(head, struct srcu_retired, rcu);

	WRITE_ONCE(r->obj.retired, true);
}

static void call_srcu_test(struct kunit *test)
{
	struct srcu_retired old = { .obj.value = 16 };
	struct srcu_obj new = { .value = 17 };
	struct srcu_test_data *d = srcu_data_create(test, &old.obj);
	struct srcu_obj *p;
	int idx;

	idx = srcu_read_lock(&d->srcu);
	KUNIT_EXPECT_SRCU_READER(test, &d->srcu);
	p = srcu_dereference(d->obj, &d->srcu);
	mutex_lock(&d->update_lock);
	rcu_assign_pointer(d->obj, &new);
	mutex_unlock(&d->update_lock);
	call_srcu(&d->srcu, &old.rcu, srcu_retire_cb);
	/* This reader saw the old object: it is not retired under it. */
	msleep(20);
	KUNIT_EXPECT_FALSE(test, READ_ONCE(p->retired));
	KUNIT_EXPECT_EQ(test, p->value, 16);
	srcu_read_unlock(&d->srcu, idx);
	srcu_barrier(&d->srcu);
	KUNIT_EXPECT_TRUE(test, READ_ONCE(old.obj.retired));
}

static void synchronize_srcu_expedited_test(struct kunit *test)
{
	struct srcu_obj a = { .value = 18 }, b = { .value = 19 };
	struct srcu_test_data *d = srcu_data_create(test, &a);
	struct srcu_obj *old;
	unsigned long cookie;
	int idx, v;

	mutex_lock(&d->update_lock);
	KUNIT_EXPECT_HELD(test, &d->update_lock);
	old = rcu_replace_pointer(d->obj, &b, lockdep_is_held(&d->update_lock));
	mutex_unlock(&d->update_lock);
	/* An expedited grace period is a full one. */
	KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);
	cookie = get_state_synchronize_srcu(&d->srcu);
	synchronize_srcu_expedited(&d->srcu);
	KUNIT_EXPECT_TRUE(test, poll_state_synchronize_srcu(&d->srcu, cookie));
	old->retired = true;
	idx = srcu_read_lock(&d->srcu);
	v = srcu_needs_reader(d);
	srcu_read_unlock(&d->srcu, idx);
	KUNIT_EXPECT_EQ(test, v, 19);
	KUNIT_EXPECT_PTR_EQ(test, old, &a);
}

/* guard(srcu) ends the reader on every way out of its scope. */
CAPABILITY_KUNIT_EXIT_PARAMS(srcu_exit);

static int srcu_guard_leave(struct kunit *test, struct srcu_test_data *d,
			    enum capability_kunit_exit how)
{
	int i, runs = 0;

	for (i = 0; i < 2; i++) {
		scoped_guard(srcu, &d->srcu) {
			KUNIT_EXPECT_TRUE(test, srcu_read_lock_held(&d->srcu));
			KUNIT_EXPECT_SRCU_READER(test, &d->srcu);
			runs += srcu_needs_reader(d);
			if (how == CAPABILITY_KUNIT_EXIT_BREAK)
				break;
			if (how == CAPABILITY_KUNIT_EXIT_CONTINUE)
				continue;
			if (how == CAPABILITY_KUNIT_EXIT_GOTO)
				goto out;
			if (how == CAPABILITY_KUNIT_EXIT_RETURN)
				return runs;
		}
		KUNIT_EXPECT_SRCU_NOT_HELD(test, &d->srcu);
	}
out:
	return runs;
}

static void srcu_guard_exit_test(struct kunit *test)
{
	const enum capability_kunit_exit *how = test->param_value;
	struct srcu_obj obj = { .value = 1 };
	struct srcu_test_data *d = srcu_data_create(test, &obj);
	struct srcu_syncer s;

	KUNIT_EXPECT_EQ(test, srcu_guard_leave(test, d, *how), capability_kunit_exit_runs(*how));
	KUNIT_EXPECT_SRCU_NOT_HELD(test, &d->srcu);
	KUNIT_EXPECT_NO_SRCU_READER(test, &d->srcu);
	/* No reader left behind: a grace period ends. */
	srcu_syncer_start(test, &s, &d->srcu);
	KUNIT_EXPECT_TRUE(test, srcu_syncer_done_within(&s, 10000));
}

static void srcu_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case srcu_test_cases[] = {
	KUNIT_CASE(srcu_lockdep_enabled_test),
	KUNIT_CASE(srcu_read_lock_test),
	KUNIT_CASE(srcu_read_lock_nested_test),
	KUNIT_CASE(srcu_read_lock_nmisafe_test),
	KUNIT_CASE(srcu_read_lock_notrace_test),
	KUNIT_CASE(srcu_down_read_handoff_test),
	KUNIT_CASE(srcu_guard_test),
	KUNIT_CASE(synchronize_srcu_waits_for_reader_test),
	KUNIT_CASE(srcu_domains_independent_test),
	KUNIT_CASE(synchronize_srcu_updater_test),
	KUNIT_CASE(srcu_dereference_check_test),
	KUNIT_CASE(srcu_static_test),
	KUNIT_CASE(srcu_annotated_helpers_test),
	KUNIT_CASE(srcu_two_domains_nested_test),
	KUNIT_CASE(call_srcu_test),
	KUNIT_CASE(synchronize_srcu_expedited_test),
	KUNIT_CASE_PARAM(srcu_guard_exit_test, srcu_exit_gen_params),
	{}
};

static struct kunit_suite srcu_test_suite = {
	.name = "capability_analysis_srcu",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = srcu_test_cases,
};
kunit_test_suite(srcu_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of SRCU");
MODULE_LICENSE("GPL");
