// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_spinlock: raw_spinlock_t and spinlock_t
 * used correctly, as the capability annotations describe them. Compiled with
 * the analysis and -Werror, so every case is also a no-false-positive check;
 * at run time each case checks that the lock really is held where the
 * analysis assumes it is, and released where it assumes it is released.
 */

#include <linux/bottom_half.h>
#include <linux/irqflags.h>
#include <linux/preempt.h>
#include <linux/spinlock.h>
#include <linux/wait.h>

#include "capability_kunit.h"

struct raw_data {
	raw_spinlock_t lock;
	int counter __guarded_by(&lock);
};

struct spin_data {
	spinlock_t lock;
	int counter __guarded_by(&lock);
	int *slot __pt_guarded_by(&lock);
};

static void raw_data_init(struct raw_data *d)
{
	guard(raw_spinlock_init)(&d->lock);
	d->counter = 0;
}

static void spin_data_init(struct spin_data *d, int *slot)
{
	guard(spinlock_init)(&d->lock);
	d->counter = 0;
	d->slot = slot;
}

/*
 * The same, but a lock class of its own (lockdep names a class after the
 * spin_lock_init() call site): a child for spin_lock_nest_lock().
 */
static void spin_data_init_child(struct spin_data *d)
{
	guard(spinlock_init)(&d->lock);
	d->counter = 0;
	d->slot = NULL;
}

/*
 * The analysis cannot see that the returned pointer is the same lock: used
 * to try a lock that the caller already holds, so that the trylock fails.
 */
static noinline raw_spinlock_t *raw_lock_alias(raw_spinlock_t *lock)
{
	return lock;
}

static noinline spinlock_t *spin_lock_alias(spinlock_t *lock)
{
	return lock;
}

static int raw_read_counter(struct raw_data *d)
	__must_hold(&d->lock)
{
	return d->counter;
}

static void spin_data_lock(struct spin_data *d)
	__acquires(&d->lock)
{
	spin_lock(&d->lock);
}

static void spin_data_unlock(struct spin_data *d)
	__releases(&d->lock)
{
	spin_unlock(&d->lock);
}

static bool spin_data_trylock(struct spin_data *d)
	__cond_acquires(1, &d->lock)
{
	return spin_trylock(&d->lock);
}

static void spin_add_asserted(struct spin_data *d, int n)
{
	lockdep_assert_held(&d->lock);
	d->counter += n;
}

static void spin_add_asserted_once(struct spin_data *d, int n)
{
	lockdep_assert_held_once(&d->lock);
	d->counter += n;
}

static void raw_spin_lock_unlock_test(struct kunit *test)
{
	struct raw_data d;

	raw_data_init(&d);
	raw_spin_lock(&d.lock);
	KUNIT_EXPECT_TRUE(test, raw_spin_is_locked(&d.lock));
	KUNIT_EXPECT_HELD(test, &d.lock);
	d.counter++;
	KUNIT_EXPECT_EQ(test, raw_read_counter(&d), 1);
	raw_spin_unlock(&d.lock);
	KUNIT_EXPECT_FALSE(test, raw_spin_is_locked(&d.lock));
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);
}

static void raw_spin_lock_irq_test(struct kunit *test)
{
	struct raw_data d;

	raw_data_init(&d);
	raw_spin_lock_irq(&d.lock);
	KUNIT_EXPECT_TRUE(test, irqs_disabled());
	KUNIT_EXPECT_HELD(test, &d.lock);
	d.counter = 7;
	raw_spin_unlock_irq(&d.lock);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	raw_spin_lock(&d.lock);
	KUNIT_EXPECT_EQ(test, d.counter, 7);
	raw_spin_unlock(&d.lock);
}

static void raw_spin_lock_irqsave_test(struct kunit *test)
{
	struct raw_data d;
	unsigned long outer, flags;

	raw_data_init(&d);
	/* Taken with interrupts already off, the restore keeps them off. */
	local_irq_save(outer);
	raw_spin_lock_irqsave(&d.lock, flags);
	KUNIT_EXPECT_TRUE(test, irqs_disabled_flags(flags));
	d.counter++;
	raw_spin_unlock_irqrestore(&d.lock, flags);
	KUNIT_EXPECT_TRUE(test, irqs_disabled());
	local_irq_restore(outer);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());

	raw_spin_lock_irqsave(&d.lock, flags);
	KUNIT_EXPECT_FALSE(test, irqs_disabled_flags(flags));
	KUNIT_EXPECT_EQ(test, d.counter, 1);
	raw_spin_unlock_irqrestore(&d.lock, flags);
	KUNIT_EXPECT_FALSE(test, raw_spin_is_locked(&d.lock));
}

static void raw_spin_lock_bh_test(struct kunit *test)
{
	struct raw_data d;

	raw_data_init(&d);
	raw_spin_lock_bh(&d.lock);
	KUNIT_EXPECT_TRUE(test, in_softirq());
	d.counter++;
	raw_spin_unlock_bh(&d.lock);
	KUNIT_EXPECT_FALSE(test, in_softirq());
	KUNIT_EXPECT_FALSE(test, raw_spin_is_locked(&d.lock));
}

static void raw_spin_trylock_test(struct kunit *test)
{
	struct raw_data d;
	unsigned long flags;
	int taken = 0;

	raw_data_init(&d);
	if (raw_spin_trylock(&d.lock)) {
		KUNIT_EXPECT_HELD(test, &d.lock);
		d.counter++;
		taken++;
		raw_spin_unlock(&d.lock);
	}
	if (raw_spin_trylock_irqsave(&d.lock, flags)) {
		KUNIT_EXPECT_TRUE(test, irqs_disabled());
		d.counter++;
		taken++;
		raw_spin_unlock_irqrestore(&d.lock, flags);
	}
	if (raw_spin_trylock_irq(&d.lock)) {
		KUNIT_EXPECT_TRUE(test, irqs_disabled());
		d.counter++;
		taken++;
		raw_spin_unlock_irq(&d.lock);
	}
	KUNIT_EXPECT_EQ(test, taken, 3);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_FALSE(test, raw_spin_is_locked(&d.lock));
}

static void raw_spin_trylock_fails_when_held_test(struct kunit *test)
{
	struct raw_data d;
	raw_spinlock_t *same;
	unsigned long flags;

	if (!IS_ENABLED(CONFIG_SMP))
		kunit_skip(test, "a failing trylock is reported as a bug on !SMP");

	raw_data_init(&d);
	same = raw_lock_alias(&d.lock);
	raw_spin_lock(&d.lock);
	if (raw_spin_trylock(same)) {
		KUNIT_FAIL(test, "raw_spin_trylock() of a held lock succeeded");
		raw_spin_unlock(same);
	}
	if (raw_spin_trylock_irqsave(same, flags)) {
		KUNIT_FAIL(test, "raw_spin_trylock_irqsave() of a held lock succeeded");
		raw_spin_unlock_irqrestore(same, flags);
	}
	/* The failed irqsave trylock restored the interrupt state. */
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	d.counter++;
	raw_spin_unlock(&d.lock);
	KUNIT_EXPECT_FALSE(test, raw_spin_is_locked(&d.lock));
}

static void raw_spin_lock_nested_test(struct kunit *test)
{
	struct raw_data outer, inner;

	raw_data_init(&outer);
	raw_data_init(&inner);
	/* Same lock class twice: lockdep accepts it only as nested. */
	raw_spin_lock(&outer.lock);
	raw_spin_lock_nested(&inner.lock, SINGLE_DEPTH_NESTING);
	outer.counter++;
	inner.counter++;
	KUNIT_EXPECT_HELD(test, &inner.lock);
	raw_spin_unlock(&inner.lock);
	raw_spin_unlock(&outer.lock);
	KUNIT_EXPECT_FALSE(test, raw_spin_is_locked(&inner.lock));
	KUNIT_EXPECT_FALSE(test, raw_spin_is_locked(&outer.lock));
}

static void raw_spinlock_guard_test(struct kunit *test)
{
	struct raw_data d;

	raw_data_init(&d);
	{
		guard(raw_spinlock)(&d.lock);
		KUNIT_EXPECT_TRUE(test, raw_spin_is_locked(&d.lock));
		d.counter++;
	}
	KUNIT_EXPECT_FALSE(test, raw_spin_is_locked(&d.lock));
	scoped_guard(raw_spinlock_irqsave, &d.lock) {
		KUNIT_EXPECT_TRUE(test, irqs_disabled());
		d.counter++;
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	scoped_cond_guard(raw_spinlock_try, {
		capability_kunit_guard_failed(test, "raw_spinlock_try");
		return;
	}, &d.lock) {
		KUNIT_EXPECT_HELD(test, &d.lock);
		KUNIT_EXPECT_EQ(test, d.counter, 2);
	}
	KUNIT_EXPECT_FALSE(test, raw_spin_is_locked(&d.lock));
}

/* The raw_spinlock guard classes raw_spinlock_guard_test does not use. */
static void raw_spinlock_guard_forms_test(struct kunit *test)
{
	struct raw_data d;

	raw_data_init(&d);
	scoped_guard(raw_spinlock_irq, &d.lock) {
		KUNIT_EXPECT_TRUE(test, irqs_disabled());
		KUNIT_EXPECT_TRUE(test, raw_spin_is_locked(&d.lock));
		d.counter++;
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	scoped_guard(raw_spinlock_bh, &d.lock) {
		KUNIT_EXPECT_TRUE(test, in_softirq());
		d.counter++;
	}
	KUNIT_EXPECT_FALSE(test, in_softirq());
	scoped_guard(raw_spinlock_nested, &d.lock) {
		KUNIT_EXPECT_HELD(test, &d.lock);
		d.counter++;
	}
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);
	scoped_cond_guard(raw_spinlock_irq_try, {
		capability_kunit_guard_failed(test, "raw_spinlock_irq_try");
		return;
	}, &d.lock) {
		KUNIT_EXPECT_HELD(test, &d.lock);
		KUNIT_EXPECT_TRUE(test, irqs_disabled());
		d.counter++;
	}
	scoped_cond_guard(raw_spinlock_bh_try, {
		capability_kunit_guard_failed(test, "raw_spinlock_bh_try");
		return;
	}, &d.lock) {
		KUNIT_EXPECT_HELD(test, &d.lock);
		KUNIT_EXPECT_TRUE(test, in_softirq());
		d.counter++;
	}
	scoped_cond_guard(raw_spinlock_irqsave_try, {
		capability_kunit_guard_failed(test, "raw_spinlock_irqsave_try");
		return;
	}, &d.lock) {
		KUNIT_EXPECT_HELD(test, &d.lock);
		KUNIT_EXPECT_TRUE(test, irqs_disabled());
		d.counter++;
	}
	KUNIT_EXPECT_FALSE(test, raw_spin_is_locked(&d.lock));
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_FALSE(test, in_softirq());
	scoped_guard(raw_spinlock, &d.lock)
		KUNIT_EXPECT_EQ(test, d.counter, 6);
}

static void spin_lock_unlock_test(struct kunit *test)
{
	struct spin_data d;
	int slot = 0;

	spin_data_init(&d, &slot);
	spin_lock(&d.lock);
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&d.lock));
	KUNIT_EXPECT_HELD(test, &d.lock);
	d.counter++;
	*d.slot = 42;
	spin_unlock(&d.lock);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);
	KUNIT_EXPECT_EQ(test, slot, 42);
}

static void spin_lock_irq_bh_test(struct kunit *test)
{
	struct spin_data d;

	spin_data_init(&d, NULL);
	spin_lock_irq(&d.lock);
	KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
	d.counter++;
	spin_unlock_irq(&d.lock);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());

	spin_lock_bh(&d.lock);
	KUNIT_EXPECT_TRUE(test, in_softirq());
	d.counter++;
	spin_unlock_bh(&d.lock);
	KUNIT_EXPECT_FALSE(test, in_softirq());

	spin_lock(&d.lock);
	KUNIT_EXPECT_EQ(test, d.counter, 2);
	spin_unlock(&d.lock);
}

static void spin_lock_irqsave_test(struct kunit *test)
{
	struct spin_data d;
	unsigned long flags;

	spin_data_init(&d, NULL);
	spin_lock_irqsave(&d.lock, flags);
	KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
	KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, flags, false);
	KUNIT_EXPECT_HELD(test, &d.lock);
	d.counter = 3;
	spin_unlock_irqrestore(&d.lock, flags);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);
}

static void spin_trylock_test(struct kunit *test)
{
	struct spin_data d;
	unsigned long flags;
	int taken = 0;

	spin_data_init(&d, NULL);
	if (spin_trylock(&d.lock)) {
		d.counter++;
		taken++;
		spin_unlock(&d.lock);
	}
	if (spin_trylock_bh(&d.lock)) {
		KUNIT_EXPECT_TRUE(test, in_softirq());
		d.counter++;
		taken++;
		spin_unlock_bh(&d.lock);
	}
	if (spin_trylock_irq(&d.lock)) {
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		d.counter++;
		taken++;
		spin_unlock_irq(&d.lock);
	}
	if (spin_trylock_irqsave(&d.lock, flags)) {
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		d.counter++;
		taken++;
		spin_unlock_irqrestore(&d.lock, flags);
	}
	KUNIT_EXPECT_EQ(test, taken, 4);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
}

static void spin_trylock_fails_when_held_test(struct kunit *test)
{
	struct spin_data d;
	spinlock_t *same;
	unsigned long flags;

	if (!IS_ENABLED(CONFIG_SMP))
		kunit_skip(test, "a failing trylock is reported as a bug on !SMP");

	spin_data_init(&d, NULL);
	same = spin_lock_alias(&d.lock);
	spin_lock(&d.lock);
	if (spin_trylock(same)) {
		KUNIT_FAIL(test, "spin_trylock() of a held lock succeeded");
		spin_unlock(same);
	}
	if (spin_trylock_irqsave(same, flags)) {
		KUNIT_FAIL(test, "spin_trylock_irqsave() of a held lock succeeded");
		spin_unlock_irqrestore(same, flags);
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	d.counter++;
	spin_unlock(&d.lock);
}

static void spin_lock_nested_test(struct kunit *test)
{
	struct spin_data outer, inner, child;
	unsigned long flags;

	spin_data_init(&outer, NULL);
	spin_data_init(&inner, NULL);
	spin_data_init_child(&child);
	/* Same lock class twice: lockdep accepts it only as nested. */
	spin_lock(&outer.lock);
	spin_lock_nested(&inner.lock, SINGLE_DEPTH_NESTING);
	KUNIT_EXPECT_HELD(test, &inner.lock);
	inner.counter++;
	outer.counter++;
	spin_unlock(&inner.lock);
	spin_unlock(&outer.lock);

	/* A child lock taken under the lock that serializes its class. */
	spin_lock_irqsave(&outer.lock, flags);
	spin_lock_nest_lock(&child.lock, &outer.lock);
	KUNIT_EXPECT_HELD(test, &child.lock);
	child.counter++;
	spin_unlock(&child.lock);
	spin_unlock_irqrestore(&outer.lock, flags);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&child.lock));
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&outer.lock));
}

static void spin_lock_irqsave_nested_test(struct kunit *test)
{
	struct spin_data outer, inner;
	unsigned long f1, f2;

	spin_data_init(&outer, NULL);
	spin_data_init(&inner, NULL);
	spin_lock_irqsave(&outer.lock, f1);
	spin_lock_irqsave_nested(&inner.lock, f2, SINGLE_DEPTH_NESTING);
	KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, f2, !IS_ENABLED(CONFIG_PREEMPT_RT));
	inner.counter++;
	spin_unlock_irqrestore(&inner.lock, f2);
	KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
	outer.counter++;
	spin_unlock_irqrestore(&outer.lock, f1);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
}

static void spin_annotated_helpers_test(struct kunit *test)
{
	struct spin_data d;

	spin_data_init(&d, NULL);
	spin_data_lock(&d);
	KUNIT_EXPECT_HELD(test, &d.lock);
	spin_add_asserted(&d, 5);
	spin_add_asserted_once(&d, 2);
	spin_data_unlock(&d);
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);

	if (spin_data_trylock(&d)) {
		KUNIT_EXPECT_EQ(test, d.counter, 7);
		spin_data_unlock(&d);
	} else {
		KUNIT_FAIL(test, "uncontended trylock failed");
	}
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
}

static int spin_guard_early_return(struct kunit *test, struct spin_data *d,
				   bool early)
{
	guard(spinlock_irqsave)(&d->lock);
	d->counter++;
	if (early)
		return 1;
	KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
	return 0;
}

static void spin_guard_test(struct kunit *test)
{
	struct spin_data d;
	int i;

	spin_data_init(&d, NULL);
	/* The guard releases on both returns. */
	KUNIT_EXPECT_EQ(test, spin_guard_early_return(test, &d, true), 1);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_EQ(test, spin_guard_early_return(test, &d, false), 0);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));

	/* ... and when the body leaves the scope with break. */
	for (i = 0; i < 3; i++) {
		scoped_guard(spinlock, &d.lock) {
			d.counter++;
			if (i == 1)
				break;
		}
		KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
	}
	scoped_guard(spinlock_bh, &d.lock) {
		KUNIT_EXPECT_TRUE(test, in_softirq());
		KUNIT_EXPECT_EQ(test, d.counter, 5);
	}
	scoped_cond_guard(spinlock_irq_try, {
		capability_kunit_guard_failed(test, "spinlock_irq_try");
		return;
	}, &d.lock) {
		KUNIT_EXPECT_HELD(test, &d.lock);
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
	}
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
}

/* The spinlock guard classes spin_guard_test does not use. */
static void spin_guard_forms_test(struct kunit *test)
{
	struct spin_data d;

	spin_data_init(&d, NULL);
	scoped_guard(spinlock_irq, &d.lock) {
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		KUNIT_EXPECT_TRUE(test, spin_is_locked(&d.lock));
		d.counter++;
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	scoped_cond_guard(spinlock_try, {
		capability_kunit_guard_failed(test, "spinlock_try");
		return;
	}, &d.lock) {
		KUNIT_EXPECT_HELD(test, &d.lock);
		d.counter++;
	}
	scoped_cond_guard(spinlock_bh_try, {
		capability_kunit_guard_failed(test, "spinlock_bh_try");
		return;
	}, &d.lock) {
		KUNIT_EXPECT_HELD(test, &d.lock);
		KUNIT_EXPECT_TRUE(test, in_softirq());
		d.counter++;
	}
	scoped_cond_guard(spinlock_irqsave_try, {
		capability_kunit_guard_failed(test, "spinlock_irqsave_try");
		return;
	}, &d.lock) {
		KUNIT_EXPECT_HELD(test, &d.lock);
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		d.counter++;
	}
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_FALSE(test, in_softirq());
	scoped_guard(spinlock, &d.lock)
		KUNIT_EXPECT_EQ(test, d.counter, 4);
}

/*
 * A lock inside an embedded member, here a wait queue head's: Clang 22 reads
 * __guarded_by(&wqh.lock) as a variable "wqh" that is never held (every
 * access warns, "found near match 'ctx->wqh.lock'"), while &(&wqh)->lock
 * names the member path, with the same meaning as a direct member's lock.
 */
struct spin_embedded {
	wait_queue_head_t wqh;
	int events __guarded_by(&(&wqh)->lock);
};

static void spin_embedded_member_lock_test(struct kunit *test)
{
	struct spin_embedded e;
	unsigned long flags;

	init_waitqueue_head(&e.wqh);
	spin_lock_irqsave(&e.wqh.lock, flags);
	KUNIT_EXPECT_HELD(test, &e.wqh.lock);
	e.events = 1;
	spin_unlock_irqrestore(&e.wqh.lock, flags);
	KUNIT_EXPECT_NOT_HELD(test, &e.wqh.lock);

	scoped_guard(spinlock_irq, &e.wqh.lock) {
		KUNIT_EXPECT_HELD(test, &e.wqh.lock);
		e.events++;
		KUNIT_EXPECT_EQ(test, e.events, 2);
	}
	KUNIT_EXPECT_NOT_HELD(test, &e.wqh.lock);
}

static void spinlock_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case spinlock_test_cases[] = {
	KUNIT_CASE(spinlock_lockdep_enabled_test),
	KUNIT_CASE(raw_spin_lock_unlock_test),
	KUNIT_CASE(raw_spin_lock_irq_test),
	KUNIT_CASE(raw_spin_lock_irqsave_test),
	KUNIT_CASE(raw_spin_lock_bh_test),
	KUNIT_CASE(raw_spin_trylock_test),
	KUNIT_CASE(raw_spin_trylock_fails_when_held_test),
	KUNIT_CASE(raw_spin_lock_nested_test),
	KUNIT_CASE(raw_spinlock_guard_test),
	KUNIT_CASE(raw_spinlock_guard_forms_test),
	KUNIT_CASE(spin_lock_unlock_test),
	KUNIT_CASE(spin_lock_irq_bh_test),
	KUNIT_CASE(spin_lock_irqsave_test),
	KUNIT_CASE(spin_trylock_test),
	KUNIT_CASE(spin_trylock_fails_when_held_test),
	KUNIT_CASE(spin_lock_nested_test),
	KUNIT_CASE(spin_lock_irqsave_nested_test),
	KUNIT_CASE(spin_annotated_helpers_test),
	KUNIT_CASE(spin_guard_test),
	KUNIT_CASE(spin_guard_forms_test),
	KUNIT_CASE(spin_embedded_member_lock_test),
	{}
};

static struct kunit_suite spinlock_test_suite = {
	.name = "capability_analysis_spinlock",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = spinlock_test_cases,
};
kunit_test_suite(spinlock_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of spinlocks");
MODULE_LICENSE("GPL");
