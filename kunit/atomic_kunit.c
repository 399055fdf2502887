// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_atomic: the atomic-context layer. Correct
 * code enters and leaves each context the layer models -- IRQS_OFF (local
 * interrupts disabled), PREEMPT_OFF (preemption disabled), BH_OFF (softirqs
 * disabled) -- and calls functions that may sleep only outside them. The
 * file is compiled with the layer (CAPABILITY_ANALYSIS_ATOMIC) and -Werror,
 * so any false positive of the annotations breaks the build; at run time,
 * under CONFIG_DEBUG_ATOMIC_SLEEP and lockdep, each case checks that the
 * context the annotations claim is the real one inside each region and the
 * opposite just outside it.
 *
 * The checks are functions that carry the annotations themselves: calling
 * atomic_expect_irqs_off() (__must_hold_ctx(IRQS_OFF)) inside a region is a
 * compile-time proof that the analysis sees IRQS_OFF entered there, and its
 * body checks that interrupts really are off; atomic_expect_no_context()
 * (__might_sleep_ctx) proves, and checks, that nothing is held any more.
 *
 * On PREEMPT_RT, spinlock_t and rwlock_t are sleeping locks: they disable
 * neither interrupts nor preemption (their _bh forms still disable
 * softirqs), and the layer follows that; raw_spinlock_t is unchanged. The
 * !PREEMPT_RT claims about them sit in "if (!IS_ENABLED(CONFIG_PREEMPT_RT))"
 * branches: Clang does not analyse a branch whose condition is a constant
 * false, so on PREEMPT_RT the else branch checks RT's semantics instead.
 */

#include <linux/atomic.h>
#include <linux/bit_spinlock.h>
#include <linux/bottom_half.h>
#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/irqflags.h>
#include <linux/list_bl.h>
#include <linux/mutex.h>
#include <linux/percpu.h>
#include <linux/preempt.h>
#include <linux/rcupdate.h>
#include <linux/refcount.h>
#include <linux/rwsem.h>
/* local_lock.h uses current without including it. */
#include <linux/sched.h>
#include <linux/local_lock.h>
#include <linux/seqlock.h>
#include <linux/smp.h>
#include <linux/spinlock.h>

#include "capability_kunit.h"

/* Checks inside a region: callable only where the analysis sees the context. */

/* Interrupts are off, for the CPU and for lockdep's IRQ-state tracing. */
static void atomic_expect_irqs_off(struct kunit *test)
	__must_hold_ctx(IRQS_OFF)
{
	KUNIT_EXPECT_TRUE(test, irqs_disabled());
	if (IS_ENABLED(CONFIG_TRACE_IRQFLAGS) && capability_kunit_lockdep_on(test) &&
	    debug_locks)
		KUNIT_EXPECT_FALSE(test, lockdep_hardirqs_enabled());
}

/* preemptible() is constant 0 without PREEMPT_COUNT: check the count. */
static void atomic_expect_preempt_off(struct kunit *test)
	__must_hold_ctx(PREEMPT_OFF)
{
	if (IS_ENABLED(CONFIG_PREEMPT_COUNT)) {
		KUNIT_EXPECT_GT(test, preempt_count() & PREEMPT_MASK, 0);
		KUNIT_EXPECT_FALSE(test, preemptible());
	}
}

/*
 * Preemption is off, by the preempt count or by disabled softirqs (a _bh
 * lock enters PREEMPT_OFF without raising the preempt bits of the count).
 */
static void atomic_expect_not_preemptible(struct kunit *test)
	__must_hold_ctx(PREEMPT_OFF)
{
	if (IS_ENABLED(CONFIG_PREEMPT_COUNT)) {
		KUNIT_EXPECT_NE(test, preempt_count(), 0);
		KUNIT_EXPECT_FALSE(test, preemptible());
	}
}

/* Softirqs are disabled (not served: this is a task that disabled them). */
static void atomic_expect_bh_off(struct kunit *test)
	__must_hold_ctx(BH_OFF)
{
	KUNIT_EXPECT_TRUE(test, in_softirq());
	KUNIT_EXPECT_FALSE(test, in_serving_softirq());
}

/*
 * Just outside every region: no context held (the analysis would reject
 * the call otherwise), none real, and might_sleep() does not complain.
 */
static void atomic_expect_no_context(struct kunit *test)
	__might_sleep_ctx
{
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_FALSE(test, in_softirq());
	if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
		KUNIT_EXPECT_EQ(test, preempt_count(), 0);
	might_sleep();
}

/*
 * Inside a spinlock_t or rwlock_t region on PREEMPT_RT: the lock sleeps,
 * leaves interrupts and preemption on, and pins the task to its CPU.
 */
static void atomic_expect_rt_sleeping_lock(struct kunit *test)
{
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
		KUNIT_EXPECT_EQ(test, preempt_count() & PREEMPT_MASK, 0);
#if defined(CONFIG_PREEMPT_RT) && defined(CONFIG_SMP)
	KUNIT_EXPECT_GT(test, current->migration_disabled, 0);
#endif
}

/* Inside spin_lock() and friends: PREEMPT_OFF, but for PREEMPT_RT. */
#define ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test)				\
	do {								\
		if (!IS_ENABLED(CONFIG_PREEMPT_RT))			\
			atomic_expect_preempt_off(test);		\
		else							\
			atomic_expect_rt_sleeping_lock(test);		\
	} while (0)

/* Inside spin_lock_irq(), _irqsave() and friends: IRQS_OFF too. */
#define ATOMIC_EXPECT_SPIN_IRQS_OFF(test)				\
	do {								\
		if (!IS_ENABLED(CONFIG_PREEMPT_RT)) {			\
			atomic_expect_irqs_off(test);			\
			atomic_expect_preempt_off(test);		\
		} else {						\
			atomic_expect_rt_sleeping_lock(test);		\
		}							\
	} while (0)

/*
 * Inside a _bh lock: BH_OFF everywhere; PREEMPT_OFF too but on PREEMPT_RT,
 * where disabling softirqs leaves preemption on (for raw_spinlock_t too).
 */
#define ATOMIC_EXPECT_LOCK_BH_OFF(test)					\
	do {								\
		atomic_expect_bh_off(test);				\
		if (!IS_ENABLED(CONFIG_PREEMPT_RT))			\
			atomic_expect_not_preemptible(test);		\
		else if (IS_ENABLED(CONFIG_PREEMPT_COUNT))		\
			KUNIT_EXPECT_EQ(test, preempt_count() & PREEMPT_MASK, 0); \
	} while (0)

/*
 * The locks of the suite. Nested, they are always taken in this order:
 * lock, rwlock, then raw_lock (lockdep checks the order).
 */
struct atomic_data {
	spinlock_t lock;
	rwlock_t rwlock;
	raw_spinlock_t raw_lock;
	seqlock_t seqlock;
	int counter __guarded_by(&lock);
	int rw_counter __guarded_by(&rwlock);
	int raw_counter __guarded_by(&raw_lock);
};

static void atomic_data_init(struct atomic_data *d)
{
	/* The init guards let the analysis see the data as not yet shared. */
	guard(spinlock_init)(&d->lock);
	guard(rwlock_init)(&d->rwlock);
	guard(raw_spinlock_init)(&d->raw_lock);
	guard(seqlock_init)(&d->seqlock);
	d->counter = 0;
	d->rw_counter = 0;
	d->raw_counter = 0;
}

/* Interrupts: IRQS_OFF */

/* local_irq_disable()/local_irq_enable(): IRQS_OFF in between. */
static void atomic_local_irq_disable_test(struct kunit *test)
{
	atomic_expect_no_context(test);
	local_irq_disable();
	atomic_expect_irqs_off(test);
	local_irq_enable();
	atomic_expect_no_context(test);
	/* Outside IRQS_OFF again: sleeping is allowed. */
	msleep(20);
}

/* local_irq_save() nests; each local_irq_restore() leaves one level. */
static void atomic_local_irq_save_nested_test(struct kunit *test)
{
	unsigned long outer, inner;

	local_irq_save(outer);
	atomic_expect_irqs_off(test);
	KUNIT_EXPECT_FALSE(test, irqs_disabled_flags(outer));
	local_irq_save(inner);
	KUNIT_EXPECT_TRUE(test, irqs_disabled_flags(inner));
	atomic_expect_irqs_off(test);
	local_irq_restore(inner);
	/* The outer level is still held, for the analysis and the CPU. */
	atomic_expect_irqs_off(test);
	local_irq_restore(outer);
	atomic_expect_no_context(test);
}

/* local_irq_save() inside local_irq_disable(): its restore keeps them off. */
static void atomic_local_irq_save_in_irq_disabled_test(struct kunit *test)
{
	unsigned long flags;

	local_irq_disable();
	local_irq_save(flags);
	KUNIT_EXPECT_TRUE(test, irqs_disabled_flags(flags));
	atomic_expect_irqs_off(test);
	local_irq_restore(flags);
	atomic_expect_irqs_off(test);
	local_irq_enable();
	atomic_expect_no_context(test);
}

/* guard(irq), guard(preempt): the context ends with the scope. */
static void atomic_guards_test(struct kunit *test)
{
	{
		guard(irq)();
		atomic_expect_irqs_off(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(preempt)
		atomic_expect_preempt_off(test);
	atomic_expect_no_context(test);
	usleep_range(100, 200);
}

/* guard(irqsave) nests inside guard(irq); scoped_guard(irqsave) too. */
static void atomic_guard_irqsave_test(struct kunit *test)
{
	{
		guard(irq)();
		{
			guard(irqsave)();
			atomic_expect_irqs_off(test);
		}
		/* The inner guard restored "off". */
		atomic_expect_irqs_off(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(irqsave) {
		atomic_expect_irqs_off(test);
		scoped_guard(irqsave)
			atomic_expect_irqs_off(test);
		atomic_expect_irqs_off(test);
	}
	atomic_expect_no_context(test);
}

/* Must be called with interrupts disabled, and says so. */
static int atomic_irqs_off_work(struct kunit *test, int n)
	__must_hold_ctx(IRQS_OFF)
{
	atomic_expect_irqs_off(test);
	return n + 1;
}

/* Not annotated: asserts the context instead, then may use it. */
static int atomic_irqs_off_asserted(struct kunit *test, int n)
{
	lockdep_assert_irqs_disabled();
	return atomic_irqs_off_work(test, n);
}

/* A __must_hold_ctx(IRQS_OFF) callee: in a region, or after an assertion. */
static void atomic_must_hold_irqs_off_test(struct kunit *test)
{
	unsigned long flags;
	int n = 0;

	local_irq_disable();
	n = atomic_irqs_off_work(test, n);
	n = atomic_irqs_off_asserted(test, n);
	local_irq_enable();
	atomic_expect_no_context(test);
	local_irq_save(flags);
	n = atomic_irqs_off_work(test, n);
	local_irq_restore(flags);
	scoped_guard(irqsave)
		n = atomic_irqs_off_asserted(test, n);
	atomic_expect_no_context(test);
	KUNIT_EXPECT_EQ(test, n, 4);
}

/* Enters IRQS_OFF for its caller. */
static unsigned long atomic_enter_irqs_off(void)
	__acquires_ctx(IRQS_OFF)
{
	unsigned long flags;

	local_irq_save(flags);
	return flags;
}

/* Leaves it for its caller. */
static void atomic_leave_irqs_off(unsigned long flags)
	__releases_ctx(IRQS_OFF)
{
	local_irq_restore(flags);
}

/* __acquires_ctx()/__releases_ctx(): the caller is in IRQS_OFF between. */
static void atomic_acquires_ctx_irqs_off_test(struct kunit *test)
{
	unsigned long outer, inner;

	outer = atomic_enter_irqs_off();
	atomic_expect_irqs_off(test);
	KUNIT_EXPECT_FALSE(test, irqs_disabled_flags(outer));
	inner = atomic_enter_irqs_off();
	atomic_expect_irqs_off(test);
	atomic_leave_irqs_off(inner);
	atomic_expect_irqs_off(test);
	atomic_leave_irqs_off(outer);
	atomic_expect_no_context(test);
	fsleep(100);
}

/* Disables interrupts itself: must not be called with them disabled. */
static void atomic_irq_section(struct kunit *test)
	__must_not_hold_ctx(IRQS_OFF)
{
	local_irq_disable();
	atomic_expect_irqs_off(test);
	local_irq_enable();
}

/* A __must_not_hold_ctx(IRQS_OFF) callee is fine with preemption off. */
static void atomic_must_not_hold_irqs_off_test(struct kunit *test)
{
	atomic_irq_section(test);
	preempt_disable();
	atomic_irq_section(test);
	atomic_expect_preempt_off(test);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	preempt_enable();
	local_bh_disable();
	atomic_irq_section(test);
	local_bh_enable();
	atomic_expect_no_context(test);
}

/* Preemption: PREEMPT_OFF */

/* preempt_disable()/preempt_enable(): PREEMPT_OFF in between, nesting. */
static void atomic_preempt_disable_test(struct kunit *test)
{
	int base = preempt_count();

	preempt_disable();
	atomic_expect_preempt_off(test);
	preempt_disable();
	if (IS_ENABLED(CONFIG_PREEMPT_COUNT))
		KUNIT_EXPECT_EQ(test, preempt_count(), base + 2);
	preempt_enable();
	atomic_expect_preempt_off(test);
	preempt_enable();
	atomic_expect_no_context(test);
	cond_resched();
}

/* The _notrace and _no_resched forms enter and leave PREEMPT_OFF too. */
static void atomic_preempt_forms_test(struct kunit *test)
{
	preempt_disable_notrace();
	atomic_expect_preempt_off(test);
	preempt_enable_notrace();
	atomic_expect_no_context(test);
#ifndef MODULE
	/* Modules have no preempt_enable_no_resched() (<linux/preempt.h>). */
	preempt_disable();
	atomic_expect_preempt_off(test);
	preempt_enable_no_resched();
	atomic_expect_no_context(test);
	preempt_disable_notrace();
	atomic_expect_preempt_off(test);
	preempt_enable_no_resched_notrace();
	atomic_expect_no_context(test);
	preempt_disable();
	sched_preempt_enable_no_resched();
	atomic_expect_no_context(test);
#endif
	{
		guard(preempt_notrace)();
		atomic_expect_preempt_off(test);
	}
	atomic_expect_no_context(test);
}

static DEFINE_PER_CPU(int, atomic_pcpu_counter);

/* get_cpu()/put_cpu() and the _ptr and _var forms: PREEMPT_OFF between. */
static void atomic_get_cpu_test(struct kunit *test)
{
	int cpu, *p;

	cpu = get_cpu();
	atomic_expect_preempt_off(test);
	KUNIT_EXPECT_EQ(test, cpu, smp_processor_id());
	put_cpu();
	atomic_expect_no_context(test);
	p = get_cpu_ptr(&atomic_pcpu_counter);
	atomic_expect_preempt_off(test);
	(*p)++;
	put_cpu_ptr(&atomic_pcpu_counter);
	atomic_expect_no_context(test);
	get_cpu_var(atomic_pcpu_counter)++;
	atomic_expect_preempt_off(test);
	put_cpu_var(atomic_pcpu_counter);
	atomic_expect_no_context(test);
	schedule_timeout_uninterruptible(1);
}

/* Must be called with preemption disabled, and says so. */
static void atomic_preempt_off_work(struct kunit *test)
	__must_hold_ctx(PREEMPT_OFF)
{
	atomic_expect_preempt_off(test);
}

/* Not annotated: asserts the context instead. */
static void atomic_preempt_off_asserted(struct kunit *test)
{
	lockdep_assert_preemption_disabled();
	atomic_preempt_off_work(test);
}

/* Enters PREEMPT_OFF for its caller. */
static void atomic_enter_preempt_off(void)
	__acquires_ctx(PREEMPT_OFF)
{
	preempt_disable();
}

/* Leaves it for its caller. */
static void atomic_leave_preempt_off(void)
	__releases_ctx(PREEMPT_OFF)
{
	preempt_enable();
}

/* lockdep_assert_preemption_disabled() and __acquires_ctx(PREEMPT_OFF). */
static void atomic_preempt_assert_and_enter_test(struct kunit *test)
{
	preempt_disable();
	atomic_preempt_off_asserted(test);
	preempt_enable();
	atomic_expect_no_context(test);
	atomic_enter_preempt_off();
	atomic_preempt_off_work(test);
	atomic_preempt_off_asserted(test);
	atomic_leave_preempt_off();
	atomic_expect_no_context(test);
}

/* rcu_read_lock_sched(): RCU_SCHED and PREEMPT_OFF. */
static void atomic_rcu_read_lock_sched_test(struct kunit *test)
{
	rcu_read_lock_sched();
	atomic_expect_preempt_off(test);
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_sched_held());
	rcu_read_unlock_sched();
	atomic_expect_no_context(test);
}

/* Softirqs: BH_OFF */

/* local_bh_disable()/local_bh_enable(): BH_OFF in between. */
static void atomic_local_bh_disable_test(struct kunit *test)
{
	KUNIT_EXPECT_FALSE(test, in_softirq());
	local_bh_disable();
	atomic_expect_bh_off(test);
	local_bh_disable();
	atomic_expect_bh_off(test);
	local_bh_enable();
	atomic_expect_bh_off(test);
	local_bh_enable();
	atomic_expect_no_context(test);
	might_sleep();
}

/* local_bh_disable() around the _bh locks and a plain spin_lock(). */
static void atomic_local_bh_disable_locks_test(struct kunit *test)
{
	struct atomic_data d;

	atomic_data_init(&d);
	local_bh_disable();
	spin_lock_bh(&d.lock);
	d.counter++;
	ATOMIC_EXPECT_LOCK_BH_OFF(test);
	raw_spin_lock_bh(&d.raw_lock);
	d.raw_counter++;
	atomic_expect_bh_off(test);
	raw_spin_unlock_bh(&d.raw_lock);
	spin_unlock_bh(&d.lock);
	/* Still disabled by local_bh_disable(). */
	atomic_expect_bh_off(test);
	spin_lock(&d.lock);
	d.counter++;
	ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	atomic_expect_bh_off(test);
	spin_unlock(&d.lock);
	local_bh_enable();
	atomic_expect_no_context(test);
	msleep(20);
}

/* Not annotated: asserts BH_OFF, then may call a BH_OFF function. */
static void atomic_bh_off_work(struct kunit *test)
	__must_hold_ctx(BH_OFF)
{
	atomic_expect_bh_off(test);
}

static void atomic_bh_off_asserted(struct kunit *test)
{
	lockdep_assert_in_softirq();
	atomic_bh_off_work(test);
}

/* lockdep_assert_in_softirq() and a __must_hold_ctx(BH_OFF) callee. */
static void atomic_lockdep_assert_in_softirq_test(struct kunit *test)
{
	local_bh_disable();
	atomic_bh_off_work(test);
	atomic_bh_off_asserted(test);
	local_bh_enable();
	atomic_expect_no_context(test);
}

/* rcu_read_lock_bh(): RCU_BH and BH_OFF. */
static void atomic_rcu_read_lock_bh_test(struct kunit *test)
{
	rcu_read_lock_bh();
	atomic_expect_bh_off(test);
	KUNIT_EXPECT_TRUE(test, rcu_read_lock_bh_held());
	rcu_read_unlock_bh();
	atomic_expect_no_context(test);
	synchronize_rcu();
}

/* raw_spinlock_t: the same contexts on every kernel, PREEMPT_RT included */

/* raw_spin_lock() and raw_spin_lock_nested(): PREEMPT_OFF. */
static void atomic_raw_spin_lock_test(struct kunit *test)
{
	struct atomic_data d;

	atomic_data_init(&d);
	raw_spin_lock(&d.raw_lock);
	d.raw_counter++;
	atomic_expect_preempt_off(test);
	raw_spin_unlock(&d.raw_lock);
	atomic_expect_no_context(test);
	raw_spin_lock_nested(&d.raw_lock, SINGLE_DEPTH_NESTING);
	d.raw_counter++;
	atomic_expect_preempt_off(test);
	raw_spin_unlock(&d.raw_lock);
	atomic_expect_no_context(test);
	usleep_range(100, 200);
}

/* raw_spin_lock_irq(): IRQS_OFF and PREEMPT_OFF. */
static void atomic_raw_spin_lock_irq_test(struct kunit *test)
{
	struct atomic_data d;

	atomic_data_init(&d);
	raw_spin_lock_irq(&d.raw_lock);
	d.raw_counter++;
	atomic_expect_irqs_off(test);
	atomic_expect_preempt_off(test);
	raw_spin_unlock_irq(&d.raw_lock);
	atomic_expect_no_context(test);
}

/* raw_spin_lock_irqsave() and _nested, alone and inside local_irq_disable(). */
static void atomic_raw_spin_lock_irqsave_test(struct kunit *test)
{
	struct atomic_data d;
	unsigned long flags;

	atomic_data_init(&d);
	raw_spin_lock_irqsave(&d.raw_lock, flags);
	d.raw_counter++;
	KUNIT_EXPECT_FALSE(test, irqs_disabled_flags(flags));
	atomic_expect_irqs_off(test);
	atomic_expect_preempt_off(test);
	raw_spin_unlock_irqrestore(&d.raw_lock, flags);
	atomic_expect_no_context(test);
	local_irq_disable();
	raw_spin_lock_irqsave_nested(&d.raw_lock, flags, SINGLE_DEPTH_NESTING);
	d.raw_counter++;
	KUNIT_EXPECT_TRUE(test, irqs_disabled_flags(flags));
	atomic_expect_preempt_off(test);
	raw_spin_unlock_irqrestore(&d.raw_lock, flags);
	/* The restore kept the interrupts off. */
	atomic_expect_irqs_off(test);
	local_irq_enable();
	atomic_expect_no_context(test);
}

/* raw_spin_lock_bh(): BH_OFF. */
static void atomic_raw_spin_lock_bh_test(struct kunit *test)
{
	struct atomic_data d;

	atomic_data_init(&d);
	raw_spin_lock_bh(&d.raw_lock);
	d.raw_counter++;
	ATOMIC_EXPECT_LOCK_BH_OFF(test);
	raw_spin_unlock_bh(&d.raw_lock);
	atomic_expect_no_context(test);
}

/* Each raw trylock that succeeds enters the contexts of its lock form. */
static void atomic_raw_spin_trylock_test(struct kunit *test)
{
	struct atomic_data d;
	unsigned long flags;
	int taken = 0;

	atomic_data_init(&d);
	if (raw_spin_trylock(&d.raw_lock)) {
		d.raw_counter++;
		atomic_expect_preempt_off(test);
		raw_spin_unlock(&d.raw_lock);
		taken++;
	}
	atomic_expect_no_context(test);
	if (raw_spin_trylock_irq(&d.raw_lock)) {
		d.raw_counter++;
		atomic_expect_irqs_off(test);
		atomic_expect_preempt_off(test);
		raw_spin_unlock_irq(&d.raw_lock);
		taken++;
	}
	atomic_expect_no_context(test);
	if (raw_spin_trylock_irqsave(&d.raw_lock, flags)) {
		d.raw_counter++;
		atomic_expect_irqs_off(test);
		atomic_expect_preempt_off(test);
		raw_spin_unlock_irqrestore(&d.raw_lock, flags);
		taken++;
	}
	atomic_expect_no_context(test);
	if (raw_spin_trylock_bh(&d.raw_lock)) {
		d.raw_counter++;
		atomic_expect_bh_off(test);
		raw_spin_unlock_bh(&d.raw_lock);
		taken++;
	}
	atomic_expect_no_context(test);
	KUNIT_EXPECT_EQ(test, taken, 4);
}

/* Every raw_spinlock guard enters its contexts for its scope only. */
static void atomic_raw_spinlock_guards_test(struct kunit *test)
{
	struct atomic_data d;

	atomic_data_init(&d);
	{
		guard(raw_spinlock)(&d.raw_lock);
		d.raw_counter++;
		atomic_expect_preempt_off(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(raw_spinlock_nested, &d.raw_lock) {
		d.raw_counter++;
		atomic_expect_preempt_off(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(raw_spinlock_irq, &d.raw_lock) {
		d.raw_counter++;
		atomic_expect_irqs_off(test);
		atomic_expect_preempt_off(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(raw_spinlock_irqsave, &d.raw_lock) {
		d.raw_counter++;
		atomic_expect_irqs_off(test);
		atomic_expect_preempt_off(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(raw_spinlock_bh, &d.raw_lock) {
		d.raw_counter++;
		atomic_expect_bh_off(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(raw_spinlock, &d.raw_lock)
		KUNIT_EXPECT_EQ(test, d.raw_counter, 5);
}

/* The raw_spinlock _try guards, all succeeding, enter the same contexts. */
static void atomic_raw_spinlock_try_guards_test(struct kunit *test)
{
	struct atomic_data d;
	int taken = 0;

	atomic_data_init(&d);
	scoped_guard(raw_spinlock_try, &d.raw_lock) {
		atomic_expect_preempt_off(test);
		taken++;
	}
	atomic_expect_no_context(test);
	scoped_guard(raw_spinlock_irq_try, &d.raw_lock) {
		atomic_expect_irqs_off(test);
		atomic_expect_preempt_off(test);
		taken++;
	}
	atomic_expect_no_context(test);
	scoped_guard(raw_spinlock_irqsave_try, &d.raw_lock) {
		atomic_expect_irqs_off(test);
		atomic_expect_preempt_off(test);
		taken++;
	}
	atomic_expect_no_context(test);
	scoped_guard(raw_spinlock_bh_try, &d.raw_lock) {
		atomic_expect_bh_off(test);
		taken++;
	}
	atomic_expect_no_context(test);
	KUNIT_EXPECT_EQ(test, taken, 4);
}

/*
 * Interrupts and lock left separately, as the kernel does: the contexts
 * are tracked each on its own, not as one unit with the lock.
 */
static void atomic_raw_mixed_forms_test(struct kunit *test)
{
	struct atomic_data d;
	unsigned long flags;

	atomic_data_init(&d);
	raw_spin_lock_irqsave(&d.raw_lock, flags);
	d.raw_counter++;
	raw_spin_unlock(&d.raw_lock);
	/* The lock is gone, the interrupts are still off. */
	atomic_expect_irqs_off(test);
	local_irq_restore(flags);
	atomic_expect_no_context(test);
	local_irq_save(flags);
	raw_spin_lock(&d.raw_lock);
	d.raw_counter++;
	atomic_expect_preempt_off(test);
	raw_spin_unlock_irqrestore(&d.raw_lock, flags);
	atomic_expect_no_context(test);
	raw_spin_lock_irq(&d.raw_lock);
	d.raw_counter++;
	raw_spin_unlock(&d.raw_lock);
	atomic_expect_irqs_off(test);
	local_irq_enable();
	atomic_expect_no_context(test);
	local_irq_disable();
	raw_spin_lock(&d.raw_lock);
	d.raw_counter++;
	raw_spin_unlock_irq(&d.raw_lock);
	atomic_expect_no_context(test);
	fsleep(100);
}

/* spinlock_t: PREEMPT_OFF (and IRQS_OFF) on !PREEMPT_RT, none on RT */

/* spin_lock(), spin_lock_nested(), spin_lock_nest_lock(): PREEMPT_OFF. */
static void atomic_spin_lock_test(struct kunit *test)
{
	static DEFINE_MUTEX(nest);
	struct atomic_data d;

	atomic_data_init(&d);
	spin_lock(&d.lock);
	d.counter++;
	ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	spin_unlock(&d.lock);
	atomic_expect_no_context(test);
	spin_lock_nested(&d.lock, SINGLE_DEPTH_NESTING);
	d.counter++;
	ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	spin_unlock(&d.lock);
	atomic_expect_no_context(test);
	/* A sleeping lock outside, the spinlock inside it. */
	mutex_lock(&nest);
	spin_lock_nest_lock(&d.lock, &nest);
	d.counter++;
	ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	spin_unlock(&d.lock);
	atomic_expect_no_context(test);
	mutex_unlock(&nest);
	schedule_timeout_uninterruptible(1);
}

/* spin_lock_irq() inside nothing; raw_spin_lock_irqsave() nests in it. */
static void atomic_spin_lock_irq_test(struct kunit *test)
{
	struct atomic_data d;
	unsigned long flags;

	atomic_data_init(&d);
	spin_lock_irq(&d.lock);
	d.counter++;
	/* On PREEMPT_RT the interrupts stay on. */
	ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	raw_spin_lock_irqsave(&d.raw_lock, flags);
	d.raw_counter++;
	atomic_expect_irqs_off(test);
	KUNIT_EXPECT_EQ(test, (bool)irqs_disabled_flags(flags),
			!IS_ENABLED(CONFIG_PREEMPT_RT));
	raw_spin_unlock_irqrestore(&d.raw_lock, flags);
	ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	spin_unlock_irq(&d.lock);
	atomic_expect_no_context(test);
	msleep(20);
}

/* spin_lock_irqsave() and spin_lock_irqsave_nested(). */
static void atomic_spin_lock_irqsave_test(struct kunit *test)
{
	struct atomic_data d;
	unsigned long flags;

	atomic_data_init(&d);
	spin_lock_irqsave(&d.lock, flags);
	d.counter++;
	KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, flags, false);
	ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	spin_unlock_irqrestore(&d.lock, flags);
	atomic_expect_no_context(test);
	spin_lock_irqsave_nested(&d.lock, flags, SINGLE_DEPTH_NESTING);
	d.counter++;
	ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	spin_unlock_irqrestore(&d.lock, flags);
	atomic_expect_no_context(test);
}

/*
 * An _irqsave lock nests inside local_irq_disable(). On PREEMPT_RT a
 * spinlock_t sleeps and must not be taken with interrupts off: the
 * raw_spinlock_t shows it there.
 */
static void atomic_spin_lock_irqsave_in_irq_disabled_test(struct kunit *test)
{
	struct atomic_data d;
	unsigned long flags;

	atomic_data_init(&d);
	local_irq_disable();
	if (!IS_ENABLED(CONFIG_PREEMPT_RT)) {
		spin_lock_irqsave(&d.lock, flags);
		d.counter++;
		KUNIT_EXPECT_TRUE(test, irqs_disabled_flags(flags));
		atomic_expect_irqs_off(test);
		atomic_expect_preempt_off(test);
		spin_unlock_irqrestore(&d.lock, flags);
	} else {
		raw_spin_lock_irqsave(&d.raw_lock, flags);
		d.raw_counter++;
		KUNIT_EXPECT_TRUE(test, irqs_disabled_flags(flags));
		atomic_expect_irqs_off(test);
		atomic_expect_preempt_off(test);
		raw_spin_unlock_irqrestore(&d.raw_lock, flags);
	}
	/* The restore kept them off: local_irq_disable()'s region goes on. */
	atomic_irqs_off_work(test, 0);
	local_irq_enable();
	atomic_expect_no_context(test);
	usleep_range(100, 200);
}

/* spin_lock_bh(): BH_OFF, on PREEMPT_RT too. */
static void atomic_spin_lock_bh_test(struct kunit *test)
{
	struct atomic_data d;

	atomic_data_init(&d);
	spin_lock_bh(&d.lock);
	d.counter++;
	ATOMIC_EXPECT_LOCK_BH_OFF(test);
	spin_unlock_bh(&d.lock);
	atomic_expect_no_context(test);
	fsleep(100);
}

/*
 * Mixed _bh forms balance: spin_lock_bh() released by spin_unlock() and
 * local_bh_enable(), and local_bh_disable() + spin_lock() released by
 * spin_unlock_bh(). (raw_spinlock_t's do not on PREEMPT_RT, whose
 * raw_spin_lock_bh() leaves preemption on for raw_spin_unlock() to enable.)
 */
static void atomic_spin_lock_bh_mixed_forms_test(struct kunit *test)
{
	struct atomic_data d;

	atomic_data_init(&d);
	spin_lock_bh(&d.lock);
	d.counter++;
	spin_unlock(&d.lock);
	/* The lock is gone, softirqs are still disabled. */
	atomic_expect_bh_off(test);
	local_bh_enable();
	atomic_expect_no_context(test);
	local_bh_disable();
	spin_lock(&d.lock);
	d.counter++;
	ATOMIC_EXPECT_LOCK_BH_OFF(test);
	spin_unlock_bh(&d.lock);
	atomic_expect_no_context(test);
	fsleep(100);
}

/* Each spinlock_t trylock that succeeds enters its contexts. */
static void atomic_spin_trylock_test(struct kunit *test)
{
	struct atomic_data d;
	unsigned long flags;
	int taken = 0;

	atomic_data_init(&d);
	if (spin_trylock(&d.lock)) {
		d.counter++;
		ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
		spin_unlock(&d.lock);
		taken++;
	}
	atomic_expect_no_context(test);
	if (spin_trylock_irq(&d.lock)) {
		d.counter++;
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
		spin_unlock_irq(&d.lock);
		taken++;
	}
	atomic_expect_no_context(test);
	if (spin_trylock_irqsave(&d.lock, flags)) {
		d.counter++;
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
		spin_unlock_irqrestore(&d.lock, flags);
		taken++;
	}
	atomic_expect_no_context(test);
	if (spin_trylock_bh(&d.lock)) {
		d.counter++;
		ATOMIC_EXPECT_LOCK_BH_OFF(test);
		spin_unlock_bh(&d.lock);
		taken++;
	}
	atomic_expect_no_context(test);
	KUNIT_EXPECT_EQ(test, taken, 4);
}

/* Every spinlock guard enters its contexts for its scope only. */
static void atomic_spinlock_guards_test(struct kunit *test)
{
	struct atomic_data d;

	atomic_data_init(&d);
	{
		guard(spinlock)(&d.lock);
		d.counter++;
		ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(spinlock_irq, &d.lock) {
		d.counter++;
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(spinlock_irqsave, &d.lock) {
		d.counter++;
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(spinlock_bh, &d.lock) {
		d.counter++;
		ATOMIC_EXPECT_LOCK_BH_OFF(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(spinlock, &d.lock)
		KUNIT_EXPECT_EQ(test, d.counter, 4);
	schedule_timeout_uninterruptible(1);
}

/* The spinlock _try guards, all succeeding, enter the same contexts. */
static void atomic_spinlock_try_guards_test(struct kunit *test)
{
	struct atomic_data d;
	int taken = 0;

	atomic_data_init(&d);
	scoped_guard(spinlock_try, &d.lock) {
		ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
		taken++;
	}
	atomic_expect_no_context(test);
	scoped_guard(spinlock_irq_try, &d.lock) {
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
		taken++;
	}
	atomic_expect_no_context(test);
	scoped_guard(spinlock_irqsave_try, &d.lock) {
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
		taken++;
	}
	atomic_expect_no_context(test);
	scoped_guard(spinlock_bh_try, &d.lock) {
		ATOMIC_EXPECT_LOCK_BH_OFF(test);
		taken++;
	}
	atomic_expect_no_context(test);
	KUNIT_EXPECT_EQ(test, taken, 4);
}

/* The *_dec_and_lock() helpers enter their lock's contexts when they lock. */
static void atomic_dec_and_lock_test(struct kunit *test)
{
	struct atomic_data d;
	refcount_t ref;
	atomic_t cnt;
	unsigned long flags;
	int taken = 0;

	atomic_data_init(&d);
	refcount_set(&ref, 1);
	if (refcount_dec_and_lock(&ref, &d.lock)) {
		ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
		spin_unlock(&d.lock);
		taken++;
	}
	atomic_expect_no_context(test);
	refcount_set(&ref, 1);
	if (refcount_dec_and_lock_irqsave(&ref, &d.lock, &flags)) {
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
		spin_unlock_irqrestore(&d.lock, flags);
		taken++;
	}
	atomic_expect_no_context(test);
	atomic_set(&cnt, 1);
	if (atomic_dec_and_lock(&cnt, &d.lock)) {
		ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
		spin_unlock(&d.lock);
		taken++;
	}
	atomic_set(&cnt, 1);
	if (atomic_dec_and_lock_irqsave(&cnt, &d.lock, flags)) {
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
		spin_unlock_irqrestore(&d.lock, flags);
		taken++;
	}
	atomic_set(&cnt, 1);
	if (atomic_dec_and_raw_lock(&cnt, &d.raw_lock)) {
		atomic_expect_preempt_off(test);
		raw_spin_unlock(&d.raw_lock);
		taken++;
	}
	atomic_set(&cnt, 1);
	if (atomic_dec_and_raw_lock_irqsave(&cnt, &d.raw_lock, flags)) {
		atomic_expect_irqs_off(test);
		atomic_expect_preempt_off(test);
		raw_spin_unlock_irqrestore(&d.raw_lock, flags);
		taken++;
	}
	atomic_expect_no_context(test);
	KUNIT_EXPECT_EQ(test, taken, 6);
}

/* cond_resched_lock() is meant for a spinlock region: no sleeping call. */
static void atomic_cond_resched_lock_test(struct kunit *test)
{
	struct atomic_data d;

	atomic_data_init(&d);
	spin_lock(&d.lock);
	d.counter++;
	cond_resched_lock(&d.lock);
	d.counter++;
	ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	spin_unlock(&d.lock);
	atomic_expect_no_context(test);
	cond_resched();
}

/* rwlock_t: as spinlock_t */

/* read_lock() and its _bh, _irq and _irqsave forms. */
static void atomic_read_lock_test(struct kunit *test)
{
	struct atomic_data d;
	unsigned long flags;

	atomic_data_init(&d);
	read_lock(&d.rwlock);
	ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	read_unlock(&d.rwlock);
	atomic_expect_no_context(test);
	read_lock_bh(&d.rwlock);
	ATOMIC_EXPECT_LOCK_BH_OFF(test);
	read_unlock_bh(&d.rwlock);
	atomic_expect_no_context(test);
	read_lock_irq(&d.rwlock);
	ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	read_unlock_irq(&d.rwlock);
	atomic_expect_no_context(test);
	read_lock_irqsave(&d.rwlock, flags);
	ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	read_unlock_irqrestore(&d.rwlock, flags);
	atomic_expect_no_context(test);
	msleep(20);
}

/* write_lock() and its _nested, _bh, _irq and _irqsave forms. */
static void atomic_write_lock_test(struct kunit *test)
{
	struct atomic_data d;
	unsigned long flags;

	atomic_data_init(&d);
	write_lock(&d.rwlock);
	d.rw_counter++;
	ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	write_unlock(&d.rwlock);
	atomic_expect_no_context(test);
	write_lock_nested(&d.rwlock, SINGLE_DEPTH_NESTING);
	d.rw_counter++;
	ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	write_unlock(&d.rwlock);
	atomic_expect_no_context(test);
	write_lock_bh(&d.rwlock);
	d.rw_counter++;
	ATOMIC_EXPECT_LOCK_BH_OFF(test);
	write_unlock_bh(&d.rwlock);
	atomic_expect_no_context(test);
	write_lock_irq(&d.rwlock);
	d.rw_counter++;
	ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	write_unlock_irq(&d.rwlock);
	atomic_expect_no_context(test);
	write_lock_irqsave(&d.rwlock, flags);
	d.rw_counter++;
	ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	write_unlock_irqrestore(&d.rwlock, flags);
	atomic_expect_no_context(test);
}

/* read_trylock(), write_trylock(), write_trylock_irqsave() that succeed. */
static void atomic_rwlock_trylock_test(struct kunit *test)
{
	struct atomic_data d;
	unsigned long flags;
	int taken = 0;

	atomic_data_init(&d);
	if (read_trylock(&d.rwlock)) {
		ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
		read_unlock(&d.rwlock);
		taken++;
	}
	atomic_expect_no_context(test);
	if (write_trylock(&d.rwlock)) {
		d.rw_counter++;
		ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
		write_unlock(&d.rwlock);
		taken++;
	}
	atomic_expect_no_context(test);
	if (write_trylock_irqsave(&d.rwlock, flags)) {
		d.rw_counter++;
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
		write_unlock_irqrestore(&d.rwlock, flags);
		taken++;
	}
	atomic_expect_no_context(test);
	KUNIT_EXPECT_EQ(test, taken, 3);
}

/* The read_lock and write_lock guards, in all their forms. */
static void atomic_rwlock_guards_test(struct kunit *test)
{
	struct atomic_data d;

	atomic_data_init(&d);
	scoped_guard(read_lock, &d.rwlock)
		ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	atomic_expect_no_context(test);
	scoped_guard(read_lock_irq, &d.rwlock)
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	atomic_expect_no_context(test);
	scoped_guard(read_lock_irqsave, &d.rwlock)
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	atomic_expect_no_context(test);
	scoped_guard(write_lock, &d.rwlock) {
		d.rw_counter++;
		ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(write_lock_irq, &d.rwlock) {
		d.rw_counter++;
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(write_lock_irqsave, &d.rwlock) {
		d.rw_counter++;
		ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(read_lock, &d.rwlock)
		KUNIT_EXPECT_EQ(test, d.rw_counter, 3);
}

/* seqlock_t: its spinlock's contexts */

/* write_seqlock() and its _bh, _irq and _irqsave forms. */
static void atomic_write_seqlock_test(struct kunit *test)
{
	struct atomic_data d;
	unsigned long flags;

	atomic_data_init(&d);
	write_seqlock(&d.seqlock);
	ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	write_sequnlock(&d.seqlock);
	atomic_expect_no_context(test);
	write_seqlock_bh(&d.seqlock);
	ATOMIC_EXPECT_LOCK_BH_OFF(test);
	write_sequnlock_bh(&d.seqlock);
	atomic_expect_no_context(test);
	write_seqlock_irq(&d.seqlock);
	ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	write_sequnlock_irq(&d.seqlock);
	atomic_expect_no_context(test);
	write_seqlock_irqsave(&d.seqlock, flags);
	ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	write_sequnlock_irqrestore(&d.seqlock, flags);
	atomic_expect_no_context(test);
	usleep_range(100, 200);
}

/* read_seqlock_excl() and its _bh, _irq and _irqsave forms. */
static void atomic_read_seqlock_excl_test(struct kunit *test)
{
	struct atomic_data d;
	unsigned long flags;

	atomic_data_init(&d);
	read_seqlock_excl(&d.seqlock);
	ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	read_sequnlock_excl(&d.seqlock);
	atomic_expect_no_context(test);
	read_seqlock_excl_bh(&d.seqlock);
	ATOMIC_EXPECT_LOCK_BH_OFF(test);
	read_sequnlock_excl_bh(&d.seqlock);
	atomic_expect_no_context(test);
	read_seqlock_excl_irq(&d.seqlock);
	ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	read_sequnlock_excl_irq(&d.seqlock);
	atomic_expect_no_context(test);
	read_seqlock_excl_irqsave(&d.seqlock, flags);
	ATOMIC_EXPECT_SPIN_IRQS_OFF(test);
	read_sequnlock_excl_irqrestore(&d.seqlock, flags);
	atomic_expect_no_context(test);
}

/* Bit spinlocks: PREEMPT_OFF on every kernel */

/* bit_spin_lock(), bit_spin_trylock(), __bit_spin_unlock(), hlist_bl_lock(). */
static void atomic_bit_spin_lock_test(struct kunit *test)
{
	struct hlist_bl_head head;
	unsigned long word = 0;

	bit_spin_lock(0, &word);
	atomic_expect_preempt_off(test);
	KUNIT_EXPECT_TRUE(test, bit_spin_is_locked(0, &word));
	bit_spin_unlock(0, &word);
	atomic_expect_no_context(test);
	if (bit_spin_trylock(1, &word)) {
		atomic_expect_preempt_off(test);
		__bit_spin_unlock(1, &word);
	} else {
		KUNIT_FAIL(test, "bit_spin_trylock() of a free bit failed");
	}
	atomic_expect_no_context(test);
	INIT_HLIST_BL_HEAD(&head);
	hlist_bl_lock(&head);
	atomic_expect_preempt_off(test);
	hlist_bl_unlock(&head);
	atomic_expect_no_context(test);
	fsleep(100);
}

/* local_lock_t: built from preempt_disable() and local_irq_*() on !RT */

struct atomic_pcpu {
	local_lock_t lock;
	int counter;
};

static DEFINE_PER_CPU(struct atomic_pcpu, atomic_pcpu) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

/* Only ever taken with BH disabled, as lockdep wants. */
static DEFINE_PER_CPU(struct atomic_pcpu, atomic_pcpu_bh) = {
	.lock = INIT_LOCAL_LOCK(lock),
};

/*
 * Inside local_lock(): !PREEMPT_RT disables preemption (PREEMPT_OFF, the
 * macro is built from preempt_disable()); PREEMPT_RT takes a per-CPU
 * spinlock that only disables migration, and the analysis sees no context.
 */
static void atomic_local_lock_test(struct kunit *test)
{
	local_lock(&atomic_pcpu.lock);
	this_cpu_ptr(&atomic_pcpu)->counter++;
	ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	local_unlock(&atomic_pcpu.lock);
	atomic_expect_no_context(test);
	schedule_timeout_uninterruptible(1);
}

/* local_lock_irq(): IRQS_OFF on !PREEMPT_RT (local_irq_disable()). */
static void atomic_local_lock_irq_test(struct kunit *test)
{
	local_lock_irq(&atomic_pcpu.lock);
	this_cpu_ptr(&atomic_pcpu)->counter++;
	if (!IS_ENABLED(CONFIG_PREEMPT_RT))
		atomic_expect_irqs_off(test);
	else
		atomic_expect_rt_sleeping_lock(test);
	local_unlock_irq(&atomic_pcpu.lock);
	atomic_expect_no_context(test);
}

/* local_lock_irqsave(): IRQS_OFF on !PREEMPT_RT, nesting in it too. */
static void atomic_local_lock_irqsave_test(struct kunit *test)
{
	unsigned long flags, outer;

	local_lock_irqsave(&atomic_pcpu.lock, flags);
	this_cpu_ptr(&atomic_pcpu)->counter++;
	KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, flags, false);
	if (!IS_ENABLED(CONFIG_PREEMPT_RT))
		atomic_expect_irqs_off(test);
	else
		atomic_expect_rt_sleeping_lock(test);
	local_unlock_irqrestore(&atomic_pcpu.lock, flags);
	atomic_expect_no_context(test);
	if (!IS_ENABLED(CONFIG_PREEMPT_RT)) {
		/* PREEMPT_RT: a sleeping lock, not with interrupts off. */
		local_irq_save(outer);
		local_lock_irqsave(&atomic_pcpu.lock, flags);
		this_cpu_ptr(&atomic_pcpu)->counter++;
		atomic_expect_irqs_off(test);
		local_unlock_irqrestore(&atomic_pcpu.lock, flags);
		atomic_expect_irqs_off(test);
		local_irq_restore(outer);
	}
	atomic_expect_no_context(test);
}

/* local_lock_nested_bh(): asserts BH_OFF (lockdep_assert_in_softirq()). */
static void atomic_local_lock_nested_bh_test(struct kunit *test)
{
	local_bh_disable();
	local_lock_nested_bh(&atomic_pcpu_bh.lock);
	this_cpu_ptr(&atomic_pcpu_bh)->counter++;
	atomic_expect_bh_off(test);
	local_unlock_nested_bh(&atomic_pcpu_bh.lock);
	atomic_expect_bh_off(test);
	local_bh_enable();
	atomic_expect_no_context(test);
	msleep(20);
}

/*
 * The local_lock guards enter what the macros enter: PREEMPT_OFF for
 * guard(local_lock), IRQS_OFF for the _irq and _irqsave guards (!PREEMPT_RT;
 * none on RT), and leave it at the end of the scope.
 */
static void atomic_local_lock_guards_test(struct kunit *test)
{
	scoped_guard(local_lock, &atomic_pcpu.lock) {
		this_cpu_ptr(&atomic_pcpu)->counter++;
		ATOMIC_EXPECT_SPIN_PREEMPT_OFF(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(local_lock_irq, &atomic_pcpu.lock) {
		this_cpu_ptr(&atomic_pcpu)->counter++;
		if (!IS_ENABLED(CONFIG_PREEMPT_RT))
			atomic_expect_irqs_off(test);
		else
			atomic_expect_rt_sleeping_lock(test);
	}
	atomic_expect_no_context(test);
	scoped_guard(local_lock_irqsave, &atomic_pcpu.lock) {
		this_cpu_ptr(&atomic_pcpu)->counter++;
		if (!IS_ENABLED(CONFIG_PREEMPT_RT))
			atomic_expect_irqs_off(test);
		else
			atomic_expect_rt_sleeping_lock(test);
	}
	atomic_expect_no_context(test);
	local_bh_disable();
	scoped_guard(local_lock_nested_bh, &atomic_pcpu_bh.lock) {
		this_cpu_ptr(&atomic_pcpu_bh)->counter++;
		atomic_expect_bh_off(test);
	}
	local_bh_enable();
	atomic_expect_no_context(test);
	/* A function that may sleep, once every guard's scope has ended. */
	fsleep(100);
}

/* Lock wrappers that declare the contexts next to the lock */

/* raw_spinlock_t: the same contexts on PREEMPT_RT, so one annotation fits. */
struct atomic_wrapped {
	raw_spinlock_t lock;
	int counter __guarded_by(&lock);
};

static void atomic_wrapped_init(struct atomic_wrapped *w)
{
	guard(raw_spinlock_init)(&w->lock);
	w->counter = 0;
}

static void atomic_wrapped_lock(struct atomic_wrapped *w)
	__acquires(&w->lock) __acquires_ctx(PREEMPT_OFF)
{
	raw_spin_lock(&w->lock);
}

static void atomic_wrapped_unlock(struct atomic_wrapped *w)
	__releases(&w->lock) __releases_ctx(PREEMPT_OFF)
{
	raw_spin_unlock(&w->lock);
}

static unsigned long atomic_wrapped_lock_irqsave(struct atomic_wrapped *w)
	__acquires(&w->lock) __acquires_ctx(IRQS_OFF, PREEMPT_OFF)
{
	unsigned long flags;

	raw_spin_lock_irqsave(&w->lock, flags);
	return flags;
}

static void atomic_wrapped_unlock_irqrestore(struct atomic_wrapped *w,
					     unsigned long flags)
	__releases(&w->lock) __releases_ctx(IRQS_OFF, PREEMPT_OFF)
{
	raw_spin_unlock_irqrestore(&w->lock, flags);
}

static bool atomic_wrapped_trylock(struct atomic_wrapped *w)
	__cond_acquires(1, &w->lock) __cond_acquires_ctx(1, PREEMPT_OFF)
{
	return raw_spin_trylock(&w->lock);
}

/* __must_hold() of the lock and __must_hold_ctx() of its context together. */
static int atomic_wrapped_read(struct kunit *test, struct atomic_wrapped *w)
	__must_hold(&w->lock) __must_hold_ctx(PREEMPT_OFF)
{
	atomic_expect_preempt_off(test);
	return w->counter;
}

/* The wrappers enter and leave the lock and its contexts for the caller. */
static void atomic_lock_wrapper_test(struct kunit *test)
{
	struct atomic_wrapped w;
	unsigned long flags;

	atomic_wrapped_init(&w);
	atomic_wrapped_lock(&w);
	w.counter++;
	KUNIT_EXPECT_EQ(test, atomic_wrapped_read(test, &w), 1);
	atomic_wrapped_unlock(&w);
	atomic_expect_no_context(test);
	flags = atomic_wrapped_lock_irqsave(&w);
	w.counter++;
	atomic_expect_irqs_off(test);
	KUNIT_EXPECT_EQ(test, atomic_wrapped_read(test, &w), 2);
	atomic_wrapped_unlock_irqrestore(&w, flags);
	atomic_expect_no_context(test);
	if (atomic_wrapped_trylock(&w)) {
		w.counter++;
		KUNIT_EXPECT_EQ(test, atomic_wrapped_read(test, &w), 3);
		atomic_wrapped_unlock(&w);
	} else {
		KUNIT_FAIL(test, "trylock of a free lock failed");
	}
	atomic_expect_no_context(test);
	usleep_range(100, 200);
}

/* Sleeping just outside the regions */

static DECLARE_RWSEM(atomic_rwsem);

/* A mutex may be taken outside every atomic context. */
static void atomic_mutex_outside_test(struct kunit *test)
{
	static DEFINE_MUTEX(m);
	bool taken = false;

	local_irq_disable();
	atomic_expect_irqs_off(test);
	local_irq_enable();
	mutex_lock(&m);
	atomic_expect_no_context(test);
	mutex_unlock(&m);
	/* The sleeping-lock guards may sleep too, and do so only outside. */
	scoped_guard(mutex, &m)
		atomic_expect_no_context(test);
	/* A conditional guard skips its body when the lock is not taken. */
	scoped_guard(mutex_intr, &m) {
		atomic_expect_no_context(test);
		taken = true;
	}
	KUNIT_EXPECT_TRUE(test, taken);
	scoped_guard(rwsem_read, &atomic_rwsem)
		atomic_expect_no_context(test);
	scoped_guard(rwsem_write, &atomic_rwsem)
		atomic_expect_no_context(test);
}

/* Each sleeping function, right after leaving a region of each kind. */
static void atomic_sleep_between_regions_test(struct kunit *test)
{
	static DEFINE_MUTEX(m);
	struct atomic_data d;
	struct completion done;
	unsigned long flags;

	atomic_data_init(&d);
	init_completion(&done);

	local_irq_save(flags);
	atomic_expect_irqs_off(test);
	local_irq_restore(flags);
	msleep(20);

	preempt_disable();
	atomic_expect_preempt_off(test);
	preempt_enable();
	mutex_lock(&m);
	mutex_unlock(&m);

	local_bh_disable();
	atomic_expect_bh_off(test);
	local_bh_enable();
	might_sleep();

	raw_spin_lock_irq(&d.raw_lock);
	d.raw_counter++;
	raw_spin_unlock_irq(&d.raw_lock);
	cond_resched();

	spin_lock_bh(&d.lock);
	d.counter++;
	complete(&done);
	spin_unlock_bh(&d.lock);
	/* Completed already: returns at once, with the time left. */
	KUNIT_EXPECT_GT(test, wait_for_completion_timeout(&done, HZ), 0UL);

	rcu_read_lock_sched();
	atomic_expect_preempt_off(test);
	rcu_read_unlock_sched();
	synchronize_rcu();

	atomic_expect_no_context(test);
}

static struct kunit_case atomic_test_cases[] = {
	/* IRQS_OFF */
	KUNIT_CASE(atomic_local_irq_disable_test),
	KUNIT_CASE(atomic_local_irq_save_nested_test),
	KUNIT_CASE(atomic_local_irq_save_in_irq_disabled_test),
	KUNIT_CASE(atomic_guards_test),
	KUNIT_CASE(atomic_guard_irqsave_test),
	KUNIT_CASE(atomic_must_hold_irqs_off_test),
	KUNIT_CASE(atomic_acquires_ctx_irqs_off_test),
	KUNIT_CASE(atomic_must_not_hold_irqs_off_test),
	/* PREEMPT_OFF */
	KUNIT_CASE(atomic_preempt_disable_test),
	KUNIT_CASE(atomic_preempt_forms_test),
	KUNIT_CASE(atomic_get_cpu_test),
	KUNIT_CASE(atomic_preempt_assert_and_enter_test),
	KUNIT_CASE(atomic_rcu_read_lock_sched_test),
	/* BH_OFF */
	KUNIT_CASE(atomic_local_bh_disable_test),
	KUNIT_CASE(atomic_local_bh_disable_locks_test),
	KUNIT_CASE(atomic_lockdep_assert_in_softirq_test),
	KUNIT_CASE(atomic_rcu_read_lock_bh_test),
	/* raw_spinlock_t */
	KUNIT_CASE(atomic_raw_spin_lock_test),
	KUNIT_CASE(atomic_raw_spin_lock_irq_test),
	KUNIT_CASE(atomic_raw_spin_lock_irqsave_test),
	KUNIT_CASE(atomic_raw_spin_lock_bh_test),
	KUNIT_CASE(atomic_raw_spin_trylock_test),
	KUNIT_CASE(atomic_raw_spinlock_guards_test),
	KUNIT_CASE(atomic_raw_spinlock_try_guards_test),
	KUNIT_CASE(atomic_raw_mixed_forms_test),
	/* spinlock_t */
	KUNIT_CASE(atomic_spin_lock_test),
	KUNIT_CASE(atomic_spin_lock_irq_test),
	KUNIT_CASE(atomic_spin_lock_irqsave_test),
	KUNIT_CASE(atomic_spin_lock_irqsave_in_irq_disabled_test),
	KUNIT_CASE(atomic_spin_lock_bh_test),
	KUNIT_CASE(atomic_spin_lock_bh_mixed_forms_test),
	KUNIT_CASE(atomic_spin_trylock_test),
	KUNIT_CASE(atomic_spinlock_guards_test),
	KUNIT_CASE(atomic_spinlock_try_guards_test),
	KUNIT_CASE(atomic_dec_and_lock_test),
	KUNIT_CASE(atomic_cond_resched_lock_test),
	/* rwlock_t */
	KUNIT_CASE(atomic_read_lock_test),
	KUNIT_CASE(atomic_write_lock_test),
	KUNIT_CASE(atomic_rwlock_trylock_test),
	KUNIT_CASE(atomic_rwlock_guards_test),
	/* seqlock_t */
	KUNIT_CASE(atomic_write_seqlock_test),
	KUNIT_CASE(atomic_read_seqlock_excl_test),
	/* bit spinlocks */
	KUNIT_CASE(atomic_bit_spin_lock_test),
	/* local_lock_t */
	KUNIT_CASE(atomic_local_lock_test),
	KUNIT_CASE(atomic_local_lock_irq_test),
	KUNIT_CASE(atomic_local_lock_irqsave_test),
	KUNIT_CASE(atomic_local_lock_nested_bh_test),
	KUNIT_CASE(atomic_local_lock_guards_test),
	/* lock wrappers */
	KUNIT_CASE(atomic_lock_wrapper_test),
	/* sleeping outside */
	KUNIT_CASE(atomic_mutex_outside_test),
	KUNIT_CASE(atomic_sleep_between_regions_test),
	{}
};

static struct kunit_suite atomic_test_suite = {
	.name = "capability_analysis_atomic",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = atomic_test_cases,
};
kunit_test_suite(atomic_test_suite);

MODULE_DESCRIPTION("KUnit tests of the atomic-context layer of capability analysis");
MODULE_LICENSE("GPL");
