// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_mainline: code written for mainline's
 * "Context Analysis" (Linux v7.0), spelled as mainline spells it, and the
 * keywords this series took from it: init guards, several locks in one
 * __must_hold(), every __cond_acquires() return value, __cond_releases(),
 * __returns_ctx_lock(), __assume_ctx_lock(), per-CPU locks,
 * the exempt RCU accessors inside other macros' arguments and
 * srcu_dereference() of an RCU-guarded pointer. Compiled with the analysis
 * and -Werror, so each case is code the analysis must accept; at run time
 * each case checks the lock state the annotations claim. The escape hatches
 * among mainline's spellings (context_unsafe() and friends, data_race(),
 * __acquires_ret) are tested in capability_analysis_escape_hatch.
 */

#include <linux/irqflags.h>
/* <linux/local_lock.h> needs <linux/sched.h> first (current, on UML). */
#include <linux/sched.h>
#include <linux/local_lock.h>
#include <linux/mutex.h>
#include <linux/percpu.h>
#include <linux/rcupdate.h>
#include <linux/rtmutex.h>
#include <linux/rwsem.h>
#include <linux/seqlock.h>
#include <linux/spinlock.h>
#include <linux/srcu.h>

#include "capability_kunit.h"

/* One object per lock type, each with data its lock guards. */
struct ml_locks {
	raw_spinlock_t raw;
	int raw_val __guarded_by(&raw);
	spinlock_t spin;
	int spin_val __guarded_by(&spin);
	rwlock_t rw;
	int rw_val __guarded_by(&rw);
	struct mutex mtx;
	int mtx_val __guarded_by(&mtx);
	struct rt_mutex rtm;
	int rtm_val __guarded_by(&rtm);
	seqlock_t seq;
	int seq_val __guarded_by(&seq);
	struct rw_semaphore sem;
	int sem_val __guarded_by(&sem);
};

static void ml_locks_init(struct ml_locks *l, int v)
{
	scoped_guard(raw_spinlock_init, &l->raw)
		l->raw_val = v;
	scoped_guard(spinlock_init, &l->spin)
		l->spin_val = v;
	scoped_guard(rwlock_init, &l->rw)
		l->rw_val = v;
	scoped_guard(mutex_init, &l->mtx)
		l->mtx_val = v;
	scoped_guard(rt_mutex_init, &l->rtm)
		l->rtm_val = v;
	scoped_guard(seqlock_init, &l->seq)
		l->seq_val = v;
	scoped_guard(rwsem_init, &l->sem)
		l->sem_val = v;
}

/* Each init guard initialises its lock, holds nothing at run time. */
static void init_guards_test(struct kunit *test)
{
	struct ml_locks l;

	ml_locks_init(&l, 5);
	KUNIT_EXPECT_FALSE(test, raw_spin_is_locked(&l.raw));
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&l.spin));
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&l.mtx));
	KUNIT_EXPECT_FALSE(test, rt_mutex_base_is_locked(&l.rtm.rtmutex));
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&l.seq.lock));
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&l.sem));
	KUNIT_EXPECT_NOT_HELD(test, &l.spin);
	KUNIT_EXPECT_NOT_HELD(test, &l.mtx);

	/* Every lock can be taken after its init scope; the data is there. */
	raw_spin_lock(&l.raw);
	KUNIT_EXPECT_EQ(test, l.raw_val, 5);
	raw_spin_unlock(&l.raw);
	spin_lock(&l.spin);
	KUNIT_EXPECT_EQ(test, l.spin_val, 5);
	spin_unlock(&l.spin);
	write_lock(&l.rw);
	KUNIT_EXPECT_EQ(test, l.rw_val, 5);
	write_unlock(&l.rw);
	mutex_lock(&l.mtx);
	KUNIT_EXPECT_EQ(test, l.mtx_val, 5);
	mutex_unlock(&l.mtx);
	rt_mutex_lock(&l.rtm);
	KUNIT_EXPECT_EQ(test, l.rtm_val, 5);
	rt_mutex_unlock(&l.rtm);
	write_seqlock(&l.seq);
	KUNIT_EXPECT_EQ(test, l.seq_val, 5);
	write_sequnlock(&l.seq);
	down_read(&l.sem);
	KUNIT_EXPECT_EQ(test, l.sem_val, 5);
	up_read(&l.sem);
}

/*
 * Initialise, then take the lock in the same function: the initialisers
 * assert nothing, so this is not "acquiring a lock that is already held".
 */
static void init_then_lock_test(struct kunit *test)
{
	struct ml_locks l;

	spin_lock_init(&l.spin);
	spin_lock(&l.spin);
	l.spin_val = 1;
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&l.spin));
	KUNIT_EXPECT_HELD(test, &l.spin);
	spin_unlock(&l.spin);

	mutex_init(&l.mtx);
	mutex_lock(&l.mtx);
	l.mtx_val = 2;
	KUNIT_EXPECT_TRUE(test, mutex_is_locked(&l.mtx));
	KUNIT_EXPECT_HELD(test, &l.mtx);
	mutex_unlock(&l.mtx);

	init_rwsem(&l.sem);
	down_write(&l.sem);
	l.sem_val = 3;
	KUNIT_EXPECT_TRUE(test, rwsem_is_locked(&l.sem));
	up_write(&l.sem);
	KUNIT_EXPECT_FALSE(test, rwsem_is_locked(&l.sem));
}

/* Two init sites of the same lock type, as with plain initialisers. */
struct ml_mtx {
	struct mutex mtx;
	int val __guarded_by(&mtx);
};

static void ml_mutex_init_parent(struct ml_mtx *m)
{
	guard(mutex_init)(&m->mtx);
	m->val = 0;
}

static void ml_mutex_init_child(struct ml_mtx *m)
{
	guard(mutex_init)(&m->mtx);
	m->val = 1;
}

/*
 * An init guard gives each site its own lockdep class, as the initialiser
 * would: a parent and a child initialised at two sites nest without a
 * lockdep report (one class would be "possible recursive locking"), and two
 * objects initialised at one site share the class.
 */
static void init_guard_lockdep_class_per_site_test(struct kunit *test)
{
	struct ml_mtx parent, child, sibling;

	ml_mutex_init_parent(&parent);
	ml_mutex_init_child(&child);
	ml_mutex_init_child(&sibling);
#ifdef CONFIG_DEBUG_LOCK_ALLOC
	KUNIT_EXPECT_PTR_NE(test, parent.mtx.dep_map.key, child.mtx.dep_map.key);
	KUNIT_EXPECT_PTR_EQ(test, child.mtx.dep_map.key, sibling.mtx.dep_map.key);
#endif
	mutex_lock(&parent.mtx);
	mutex_lock(&child.mtx);
	child.val += parent.val;
	KUNIT_EXPECT_HELD(test, &parent.mtx);
	KUNIT_EXPECT_HELD(test, &child.mtx);
	mutex_unlock(&child.mtx);
	mutex_unlock(&parent.mtx);
	if (capability_kunit_lockdep_on(test))
		KUNIT_EXPECT_TRUE(test, debug_locks);
}

/* Per-CPU locks: one lock per expression, wherever it is expanded. */
struct ml_pcpu {
	raw_spinlock_t lock;
	unsigned long count __guarded_by(&lock);
};

static DEFINE_PER_CPU(struct ml_pcpu, ml_pcpu) = {
	.lock = __RAW_SPIN_LOCK_UNLOCKED(ml_pcpu.lock),
};

static void per_cpu_lock_test(struct kunit *test)
{
	unsigned long before = 0, after = 0;
	int cpu;

	for_each_possible_cpu(cpu) {
		raw_spin_lock(&per_cpu_ptr(&ml_pcpu, cpu)->lock);
		before += per_cpu_ptr(&ml_pcpu, cpu)->count;
		per_cpu_ptr(&ml_pcpu, cpu)->count++;
		KUNIT_EXPECT_TRUE(test, raw_spin_is_locked(&per_cpu(ml_pcpu, cpu).lock));
		raw_spin_unlock(&per_cpu_ptr(&ml_pcpu, cpu)->lock);
	}

	/* This CPU's instance, through this_cpu_ptr() and raw_cpu_ptr(). */
	preempt_disable();
	raw_spin_lock(&this_cpu_ptr(&ml_pcpu)->lock);
	this_cpu_ptr(&ml_pcpu)->count++;
	KUNIT_EXPECT_PTR_EQ(test, this_cpu_ptr(&ml_pcpu),
			    per_cpu_ptr(&ml_pcpu, smp_processor_id()));
	raw_spin_unlock(&raw_cpu_ptr(&ml_pcpu)->lock);
	preempt_enable();

	for_each_possible_cpu(cpu) {
		raw_spin_lock(&per_cpu(ml_pcpu, cpu).lock);
		after += per_cpu(ml_pcpu, cpu).count;
		raw_spin_unlock(&per_cpu(ml_pcpu, cpu).lock);
	}
	KUNIT_EXPECT_EQ(test, after, before + num_possible_cpus() + 1);
}

/* Conditional acquires with each return value mainline accepts. */
struct ml_table {
	spinlock_t lock;
	int hits __guarded_by(&lock);
};

static struct ml_table *ml_find(struct ml_table *t, bool found)
	__cond_acquires(nonnull, &t->lock)
{
	if (!found)
		return NULL;
	spin_lock(&t->lock);
	return t;
}

static void *ml_find_inverted(struct ml_table *t, bool found)
	__cond_acquires(NULL, &t->lock)
{
	if (found)
		return t;
	spin_lock(&t->lock);
	return NULL;
}

static int ml_lock_nonzero(struct ml_table *t, bool take)
	__cond_acquires(nonzero, &t->lock)
{
	if (!take)
		return 0;
	spin_lock(&t->lock);
	return 7;
}

static int ml_lock_errno(struct ml_table *t, bool take)
	__cond_acquires(0, &t->lock)
{
	if (!take)
		return -EAGAIN;
	spin_lock(&t->lock);
	return 0;
}

static bool ml_lock_false(struct ml_table *t, bool take)
	__cond_acquires(false, &t->lock)
{
	if (!take)
		return true;
	spin_lock(&t->lock);
	return false;
}

static void cond_acquires_values_test(struct kunit *test)
{
	struct ml_table t;
	int taken = 0;

	scoped_guard(spinlock_init, &t.lock)
		t.hits = 0;

	if (ml_find(&t, true)) {
		t.hits++;
		taken++;
		KUNIT_EXPECT_TRUE(test, spin_is_locked(&t.lock));
		spin_unlock(&t.lock);
	}
	if (ml_find(&t, false)) {
		spin_unlock(&t.lock);
		KUNIT_FAIL(test, "ml_find(false) took the lock");
	}
	if (!ml_find_inverted(&t, false)) {
		t.hits++;
		taken++;
		spin_unlock(&t.lock);
	}
	if (ml_lock_nonzero(&t, true)) {
		t.hits++;
		taken++;
		spin_unlock(&t.lock);
	}
	if (!ml_lock_errno(&t, true)) {
		t.hits++;
		taken++;
		spin_unlock(&t.lock);
	}
	if (!ml_lock_false(&t, true)) {
		t.hits++;
		taken++;
		spin_unlock(&t.lock);
	}
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&t.lock));
	KUNIT_EXPECT_EQ(test, taken, 5);
	spin_lock(&t.lock);
	KUNIT_EXPECT_EQ(test, t.hits, 5);
	spin_unlock(&t.lock);
}

/* __cond_releases(): releases the lock only when it returns true. */
static bool ml_put_and_unlock(struct ml_table *t)
	__cond_releases(true, &t->lock)
{
	if (--t->hits)
		return false;
	spin_unlock(&t->lock);
	return true;
}

static void cond_releases_test(struct kunit *test)
{
	struct ml_table t;
	int released = 0, kept = 0;

	scoped_guard(spinlock_init, &t.lock)
		t.hits = 2;
	while (true) {
		spin_lock(&t.lock);
		if (ml_put_and_unlock(&t)) {
			released++;
			break;
		}
		kept++;
		KUNIT_EXPECT_TRUE(test, spin_is_locked(&t.lock));
		spin_unlock(&t.lock);
	}
	KUNIT_EXPECT_EQ(test, kept, 1);
	KUNIT_EXPECT_EQ(test, released, 1);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&t.lock));
}

/* Several locks in one __must_hold(), and __returns_ctx_lock(). */
static int ml_move(struct ml_table *from, struct ml_table *to)
	__must_hold(&from->lock, &to->lock)
{
	to->hits += from->hits;
	from->hits = 0;
	return to->hits;
}

static spinlock_t *ml_lock_of(struct ml_table *t)
	__returns_ctx_lock(&t->lock)
{
	return &t->lock;
}

static void must_hold_several_test(struct kunit *test)
{
	struct ml_table a, b;

	scoped_guard(spinlock_init, &a.lock)
		a.hits = 3;
	scoped_guard(spinlock_init, &b.lock)
		b.hits = 4;

	spin_lock(ml_lock_of(&a));
	spin_lock_nested(&b.lock, SINGLE_DEPTH_NESTING);
	KUNIT_EXPECT_EQ(test, ml_move(&a, &b), 7);
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&a.lock));
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&b.lock));
	KUNIT_EXPECT_EQ(test, a.hits, 0);
	spin_unlock(&b.lock);
	spin_unlock(&a.lock);
}

/* A helper only ever called with the lock held, known from a check. */
static int ml_hits_checked(struct ml_table *t)
{
	if (!spin_is_locked(&t->lock))
		return -1;
	__assume_ctx_lock(&t->lock);
	return t->hits;
}

static void assume_ctx_lock_test(struct kunit *test)
{
	struct ml_table t;

	scoped_guard(spinlock_init, &t.lock)
		t.hits = 9;
	spin_lock(&t.lock);
	KUNIT_EXPECT_EQ(test, ml_hits_checked(&t), 9);
	spin_unlock(&t.lock);
	KUNIT_EXPECT_EQ(test, ml_hits_checked(&t), -1);
}

/* context_lock_struct() and token_context_lock(): capabilities of one's own. */
context_lock_struct(ml_ctx) {
	int depth;
};

token_context_lock(ml_token);

static int ml_in_ctx(struct ml_ctx *c)
	__must_hold(c) __must_hold(ml_token)
{
	return c->depth;
}

static void context_lock_struct_test(struct kunit *test)
{
	struct ml_ctx c = { .depth = 1 };

	__acquire(&c);
	__acquire(ml_token);
	KUNIT_EXPECT_EQ(test, ml_in_ctx(&c), 1);
	__release(ml_token);
	__release(&c);
}

/* The exempt RCU accessors inside KUnit's (and WARN_ON()'s) macros. */
struct ml_rcu_obj {
	int value;
};

struct ml_rcu_box {
	struct ml_rcu_obj __rcu_guarded *obj;
};

static void rcu_accessors_in_macro_arguments_test(struct kunit *test)
{
	struct ml_rcu_obj obj = { .value = 4 };
	struct ml_rcu_box box;

	RCU_INIT_POINTER(box.obj, NULL);
	KUNIT_EXPECT_NULL(test, rcu_access_pointer(box.obj));
	rcu_assign_pointer(box.obj, &obj);
	KUNIT_EXPECT_PTR_EQ(test, rcu_access_pointer(box.obj), &obj);
	KUNIT_EXPECT_PTR_EQ(test, rcu_dereference_protected(box.obj, true), &obj);
	KUNIT_EXPECT_EQ(test, rcu_dereference_raw(box.obj)->value, 4);
	KUNIT_EXPECT_FALSE(test, WARN_ON(!rcu_access_pointer(box.obj)));
	rcu_read_lock();
	KUNIT_EXPECT_EQ(test, rcu_dereference(box.obj)->value, 4);
	rcu_read_unlock();
}

/* srcu_dereference() of an RCU-guarded pointer inside an SRCU reader. */
DEFINE_STATIC_SRCU(ml_srcu);
static struct ml_rcu_obj ml_srcu_obj = { .value = 8 };
static struct ml_rcu_obj __rcu_guarded *ml_srcu_ptr = RCU_INITIALIZER(&ml_srcu_obj);

static void srcu_dereference_rcu_guarded_test(struct kunit *test)
{
	int idx, value;

	idx = srcu_read_lock(&ml_srcu);
	value = srcu_dereference(ml_srcu_ptr, &ml_srcu)->value;
	if (IS_ENABLED(CONFIG_DEBUG_LOCK_ALLOC) && capability_kunit_lockdep_on(test))
		KUNIT_EXPECT_TRUE(test, srcu_read_lock_held(&ml_srcu));
	/* The reader, without lockdep too. */
	KUNIT_EXPECT_TRUE(test, capability_kunit_srcu_readers(&ml_srcu));
	srcu_read_unlock(&ml_srcu, idx);
	KUNIT_EXPECT_FALSE(test, capability_kunit_srcu_readers(&ml_srcu));
	KUNIT_EXPECT_EQ(test, value, 8);
}

static void mainline_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case mainline_test_cases[] = {
	KUNIT_CASE(mainline_lockdep_enabled_test),
	KUNIT_CASE(init_guards_test),
	KUNIT_CASE(init_then_lock_test),
	KUNIT_CASE(init_guard_lockdep_class_per_site_test),
	KUNIT_CASE(per_cpu_lock_test),
	KUNIT_CASE(cond_acquires_values_test),
	KUNIT_CASE(cond_releases_test),
	KUNIT_CASE(must_hold_several_test),
	KUNIT_CASE(assume_ctx_lock_test),
	KUNIT_CASE(context_lock_struct_test),
	KUNIT_CASE(rcu_accessors_in_macro_arguments_test),
	KUNIT_CASE(srcu_dereference_rcu_guarded_test),
	{}
};

static struct kunit_suite mainline_test_suite = {
	.name = "capability_analysis_mainline",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = mainline_test_cases,
};
kunit_test_suite(mainline_test_suite);

MODULE_DESCRIPTION("KUnit tests of mainline's Context Analysis spellings on capability analysis");
MODULE_LICENSE("GPL");
