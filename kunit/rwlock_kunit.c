// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_rwlock: rwlock_t used correctly, as the
 * capability annotations describe it: readers hold it shared (and may only
 * read the guarded data), writers exclusive. Compiled with the analysis and
 * -Werror; each case checks at run time what the annotations claim.
 */

#include <linux/bottom_half.h>
#include <linux/irqflags.h>
#include <linux/preempt.h>
#include <linux/sched.h>
#include <linux/spinlock.h>

#include "capability_kunit.h"

struct rw_data {
	rwlock_t lock;
	int value __guarded_by(&lock);
};

static void rw_data_init(struct rw_data *d, int value)
{
	guard(rwlock_init)(&d->lock);
	d->value = value;
}

/* The analysis cannot see that this is the same lock; see its users. */
static noinline rwlock_t *rwlock_alias(rwlock_t *lock)
{
	return lock;
}

static int rw_read_value(struct rw_data *d)
	__must_hold_shared(&d->lock)
{
	return d->value;
}

static void rw_set_value(struct rw_data *d, int value)
	__must_hold(&d->lock)
{
	d->value = value;
}

static void rw_reader_lock(struct rw_data *d)
	__acquires_shared(&d->lock)
{
	read_lock(&d->lock);
}

static void rw_reader_unlock(struct rw_data *d)
	__releases_shared(&d->lock)
{
	read_unlock(&d->lock);
}

static void read_lock_unlock_test(struct kunit *test)
{
	struct rw_data d;

	rw_data_init(&d, 11);
	read_lock(&d.lock);
	KUNIT_EXPECT_HELD(test, &d.lock);
	KUNIT_EXPECT_EQ(test, d.value, 11);
	KUNIT_EXPECT_EQ(test, rw_read_value(&d), 11);
	read_unlock(&d.lock);
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);
}

static void write_lock_unlock_test(struct kunit *test)
{
	struct rw_data d;

	rw_data_init(&d, 0);
	write_lock(&d.lock);
	KUNIT_EXPECT_HELD(test, &d.lock);
	d.value = 5;
	rw_set_value(&d, d.value + 1);
	/* Exclusive implies shared. */
	KUNIT_EXPECT_EQ(test, rw_read_value(&d), 6);
	write_unlock(&d.lock);
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);

	read_lock(&d.lock);
	KUNIT_EXPECT_EQ(test, d.value, 6);
	read_unlock(&d.lock);
}

static void rwlock_irq_bh_test(struct kunit *test)
{
	struct rw_data d;
	unsigned long flags;

	rw_data_init(&d, 1);
	read_lock_irq(&d.lock);
	KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
	KUNIT_EXPECT_EQ(test, d.value, 1);
	read_unlock_irq(&d.lock);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());

	read_lock_bh(&d.lock);
	KUNIT_EXPECT_TRUE(test, in_softirq());
	read_unlock_bh(&d.lock);
	KUNIT_EXPECT_FALSE(test, in_softirq());

	read_lock_irqsave(&d.lock, flags);
	KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
	read_unlock_irqrestore(&d.lock, flags);

	write_lock_irq(&d.lock);
	KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
	d.value++;
	write_unlock_irq(&d.lock);

	write_lock_bh(&d.lock);
	KUNIT_EXPECT_TRUE(test, in_softirq());
	d.value++;
	write_unlock_bh(&d.lock);

	write_lock_irqsave(&d.lock, flags);
	KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, flags, false);
	d.value++;
	write_unlock_irqrestore(&d.lock, flags);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());

	read_lock(&d.lock);
	KUNIT_EXPECT_EQ(test, d.value, 4);
	read_unlock(&d.lock);
}

static void rwlock_trylock_test(struct kunit *test)
{
	struct rw_data d;
	unsigned long flags;
	int taken = 0;

	rw_data_init(&d, 0);
	if (read_trylock(&d.lock)) {
		KUNIT_EXPECT_EQ(test, d.value, 0);
		taken++;
		read_unlock(&d.lock);
	}
	if (write_trylock(&d.lock)) {
		d.value = 1;
		taken++;
		write_unlock(&d.lock);
	}
	if (write_trylock_irqsave(&d.lock, flags)) {
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		d.value = 2;
		taken++;
		write_unlock_irqrestore(&d.lock, flags);
	}
	KUNIT_EXPECT_EQ(test, taken, 3);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
}

static void rwlock_reader_excludes_writer_test(struct kunit *test)
{
	struct rw_data d;
	rwlock_t *same;
	unsigned long flags;

	if (!IS_ENABLED(CONFIG_SMP))
		kunit_skip(test, "on !SMP arch_write_trylock() always succeeds: a reader cannot exclude a writer");

	rw_data_init(&d, 3);
	same = rwlock_alias(&d.lock);
	read_lock(&d.lock);
	if (write_trylock(same)) {
		KUNIT_FAIL(test, "write_trylock() succeeded while a reader holds the lock");
		write_unlock(same);
	}
	if (write_trylock_irqsave(same, flags)) {
		KUNIT_FAIL(test, "write_trylock_irqsave() succeeded while a reader holds the lock");
		write_unlock_irqrestore(same, flags);
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_EQ(test, d.value, 3);
	read_unlock(&d.lock);
}

static void rwlock_annotated_helpers_test(struct kunit *test)
{
	struct rw_data d;

	rw_data_init(&d, 8);
	rw_reader_lock(&d);
	KUNIT_EXPECT_HELD(test, &d.lock);
	KUNIT_EXPECT_EQ(test, rw_read_value(&d), 8);
	rw_reader_unlock(&d);
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);
}

static void rwlock_nested_test(struct kunit *test)
{
	struct rw_data outer, inner;

	rw_data_init(&outer, 0);
	rw_data_init(&inner, 0);
	write_lock(&outer.lock);
	write_lock_nested(&inner.lock, SINGLE_DEPTH_NESTING);
	inner.value = outer.value + 1;
	KUNIT_EXPECT_HELD(test, &inner.lock);
	write_unlock(&inner.lock);
	write_unlock(&outer.lock);
	KUNIT_EXPECT_NOT_HELD(test, &inner.lock);
}

static void rwlock_guard_test(struct kunit *test)
{
	struct rw_data d;

	rw_data_init(&d, 0);
	{
		guard(write_lock)(&d.lock);
		KUNIT_EXPECT_HELD(test, &d.lock);
		d.value = 10;
	}
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);
	scoped_guard(write_lock_irqsave, &d.lock) {
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		d.value++;
	}
	scoped_guard(write_lock_irq, &d.lock)
		d.value++;
	scoped_guard(read_lock, &d.lock) {
		KUNIT_EXPECT_EQ(test, d.value, 12);
	}
	scoped_guard(read_lock_irq, &d.lock)
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
	scoped_guard(read_lock_irqsave, &d.lock)
		KUNIT_EXPECT_EQ(test, rw_read_value(&d), 12);
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
}

/*
 * cond_resched_rwlock_read()/_write() may drop and retake the lock: the
 * caller holds it before and after (__must_hold_shared()/__must_hold()).
 */
static void rwlock_cond_resched_test(struct kunit *test)
{
	struct rw_data d;

	rw_data_init(&d, 1);
	read_lock(&d.lock);
	cond_resched_rwlock_read(&d.lock);
	KUNIT_EXPECT_HELD(test, &d.lock);
	KUNIT_EXPECT_EQ(test, rw_read_value(&d), 1);
	read_unlock(&d.lock);

	write_lock(&d.lock);
	cond_resched_rwlock_write(&d.lock);
	KUNIT_EXPECT_HELD(test, &d.lock);
	rw_set_value(&d, 2);
	write_unlock(&d.lock);
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);

	read_lock(&d.lock);
	KUNIT_EXPECT_EQ(test, d.value, 2);
	read_unlock(&d.lock);
}

static void rwlock_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case rwlock_test_cases[] = {
	KUNIT_CASE(rwlock_lockdep_enabled_test),
	KUNIT_CASE(read_lock_unlock_test),
	KUNIT_CASE(write_lock_unlock_test),
	KUNIT_CASE(rwlock_irq_bh_test),
	KUNIT_CASE(rwlock_trylock_test),
	KUNIT_CASE(rwlock_reader_excludes_writer_test),
	KUNIT_CASE(rwlock_annotated_helpers_test),
	KUNIT_CASE(rwlock_nested_test),
	KUNIT_CASE(rwlock_guard_test),
	KUNIT_CASE(rwlock_cond_resched_test),
	{}
};

static struct kunit_suite rwlock_test_suite = {
	.name = "capability_analysis_rwlock",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = rwlock_test_cases,
};
kunit_test_suite(rwlock_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of rwlock_t");
MODULE_LICENSE("GPL");
