// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_escape_hatch: the ways out of the analysis,
 * capability_unsafe(), __capability_unsafe(), __no_capability_analysis and
 * disable_capability_analysis()/enable_capability_analysis(), mainline's
 * spellings of them (context_unsafe(), ...), data_race() and the
 * unanalysed body behind __acquire_ret(). Each case
 * holds code that is correct at run time but that the analysis cannot
 * follow (or that needs no lock for a reason it cannot know), which would
 * not compile with -Werror without the escape hatch; at run time each case
 * checks that the code inside behaves exactly as it would without it.
 *
 * This is the only suite that uses the escape hatches.
 */

#include <linux/mutex.h>
#include <linux/spinlock.h>

#include "capability_kunit.h"

struct esc_data {
	spinlock_t lock;
	int counter __guarded_by(&lock);
	int *slot __pt_guarded_by(&lock);
};

static void esc_data_init(struct esc_data *d, int *slot)
{
	guard(spinlock_init)(&d->lock);
	d->counter = 0;
	d->slot = slot;
}

/*
 * An escape hatch only silences the analysis: the lock stays as it was
 * (neither taken nor released), and so do preemption and interrupts.
 */
#define KUNIT_EXPECT_HATCH_CHANGED_NOTHING(test, d, locked, preempt)	\
	do {								\
		KUNIT_EXPECT_EQ(test, (bool)spin_is_locked(&(d)->lock), locked); \
		if (locked)						\
			KUNIT_EXPECT_HELD(test, &(d)->lock);		\
		else							\
			KUNIT_EXPECT_NOT_HELD(test, &(d)->lock);	\
		KUNIT_EXPECT_EQ(test, preempt_count(), preempt);	\
		KUNIT_EXPECT_EQ(test, (bool)irqs_disabled(), false);	\
	} while (0)

/* The value of the guarded counter, read the checked way. */
static int esc_counter(struct esc_data *d)
	__must_not_hold(&d->lock)
{
	guard(spinlock)(&d->lock);
	return d->counter;
}

static void capability_unsafe_expression_test(struct kunit *test)
{
	int pc = preempt_count();
	struct esc_data d;
	int v;

	esc_data_init(&d, NULL);
	spin_lock(&d.lock);
	d.counter = 3;
	spin_unlock(&d.lock);
	/* Not shared with any other task: reading without the lock is safe. */
	v = capability_unsafe(d.counter);
	KUNIT_EXPECT_EQ(test, v, 3);
	/* The escape hatch takes no lock. */
	KUNIT_EXPECT_HATCH_CHANGED_NOTHING(test, &d, false, pc);
	/* Its expression is evaluated, once. */
	v = capability_unsafe(d.counter++);
	KUNIT_EXPECT_EQ(test, v, 3);
	KUNIT_EXPECT_HATCH_CHANGED_NOTHING(test, &d, false, pc);
	KUNIT_EXPECT_EQ(test, esc_counter(&d), 4);
}

static void capability_unsafe_statements_test(struct kunit *test)
{
	int pc = preempt_count();
	struct esc_data d;
	int slot = 0, v;

	esc_data_init(&d, &slot);
	/*
	 * Not shared yet: several unchecked statements, each run once; the
	 * last is the value.
	 */
	v = capability_unsafe(d.counter = 5; *d.slot += 6; d.counter + *d.slot);
	KUNIT_EXPECT_EQ(test, v, 11);
	KUNIT_EXPECT_EQ(test, slot, 6);
	KUNIT_EXPECT_HATCH_CHANGED_NOTHING(test, &d, false, pc);
	spin_lock(&d.lock);
	/* Needs no escape hatch under the lock; and it leaves the lock held. */
	v = capability_unsafe(*d.slot += d.counter; *d.slot);
	KUNIT_EXPECT_HATCH_CHANGED_NOTHING(test, &d, true, pc + PREEMPT_LOCK_OFFSET);
	KUNIT_EXPECT_EQ(test, v, 11);
	KUNIT_EXPECT_EQ(test, d.counter, 5);
	spin_unlock(&d.lock);
	KUNIT_EXPECT_EQ(test, slot, 11);
}

static void capability_unsafe_under_lock_test(struct kunit *test)
{
	struct esc_data d;
	int v;

	esc_data_init(&d, NULL);
	spin_lock(&d.lock);
	/* The lock is held; the escape hatch changes nothing about that. */
	capability_unsafe(d.counter++);
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&d.lock));
	KUNIT_EXPECT_HELD(test, &d.lock);
	spin_unlock(&d.lock);
	/* Not shared with any other task: reading without the lock is safe. */
	v = capability_unsafe(d.counter);
	KUNIT_EXPECT_EQ(test, v, 1);
}

/*
 * A lock taken only when asked: correct for both values of @locked, but
 * the analysis sees the lock held on some paths only.
 */
static int esc_add_maybe_locked(struct esc_data *d, bool locked, int n)
	__capability_unsafe(/* the lock is taken and released on the same condition */)
{
	int v;

	if (locked)
		spin_lock(&d->lock);
	d->counter += n;
	v = d->counter;
	if (locked)
		spin_unlock(&d->lock);
	return v;
}

static void __capability_unsafe_test(struct kunit *test)
{
	struct esc_data d;

	esc_data_init(&d, NULL);
	KUNIT_EXPECT_EQ(test, esc_add_maybe_locked(&d, true, 2), 2);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
	/* Still private to this case: no lock needed. */
	KUNIT_EXPECT_EQ(test, esc_add_maybe_locked(&d, false, 3), 5);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
}

/* As many locks as the caller has objects: a loop the analysis cannot follow. */
static void esc_lock_all(struct esc_data *objs, int n)
	__no_capability_analysis
{
	int i;

	for (i = 0; i < n; i++)
		spin_lock_nested(&objs[i].lock, i);
}

static void esc_unlock_all(struct esc_data *objs, int n)
	__no_capability_analysis
{
	int i;

	for (i = n - 1; i >= 0; i--)
		spin_unlock(&objs[i].lock);
}

static int esc_sum_all(struct esc_data *objs, int n)
	__no_capability_analysis
{
	int i, sum = 0;

	for (i = 0; i < n; i++)
		sum += objs[i].counter;
	return sum;
}

static void __no_capability_analysis_test(struct kunit *test)
{
	struct esc_data objs[3];
	int i;

	for (i = 0; i < ARRAY_SIZE(objs); i++) {
		esc_data_init(&objs[i], NULL);
		spin_lock(&objs[i].lock);
		objs[i].counter = i + 1;
		spin_unlock(&objs[i].lock);
	}
	esc_lock_all(objs, ARRAY_SIZE(objs));
	for (i = 0; i < ARRAY_SIZE(objs); i++) {
		KUNIT_EXPECT_TRUE(test, spin_is_locked(&objs[i].lock));
		KUNIT_EXPECT_HELD(test, &objs[i].lock);
	}
	KUNIT_EXPECT_EQ(test, esc_sum_all(objs, ARRAY_SIZE(objs)), 6);
	esc_unlock_all(objs, ARRAY_SIZE(objs));
	for (i = 0; i < ARRAY_SIZE(objs); i++)
		KUNIT_EXPECT_FALSE(test, spin_is_locked(&objs[i].lock));
}

/* A legacy pair of helpers without annotations, used across functions. */
static void esc_legacy_lock(struct esc_data *d)
	__no_capability_analysis
{
	spin_lock(&d->lock);
}

static void esc_legacy_unlock(struct esc_data *d)
	__no_capability_analysis
{
	spin_unlock(&d->lock);
}

static int esc_legacy_user(struct esc_data *d)
	__no_capability_analysis
{
	int v;

	esc_legacy_lock(d);
	v = ++d->counter;
	esc_legacy_unlock(d);
	return v;
}

static void __no_capability_analysis_legacy_helpers_test(struct kunit *test)
{
	struct esc_data d;

	esc_data_init(&d, NULL);
	KUNIT_EXPECT_EQ(test, esc_legacy_user(&d), 1);
	KUNIT_EXPECT_EQ(test, esc_legacy_user(&d), 2);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
}

/* disable/enable_capability_analysis() around declarations of a region. */
disable_capability_analysis()
static int esc_region_read(struct esc_data *d)
{
	/* Unchecked: the callers below hold the lock, but say nothing. */
	return d->counter;
}

static void esc_region_lock_twice_nested(struct esc_data *outer, struct esc_data *inner)
{
	spin_lock(&outer->lock);
	spin_lock_nested(&inner->lock, SINGLE_DEPTH_NESTING);
}
enable_capability_analysis()

static void disable_enable_capability_analysis_test(struct kunit *test)
{
	struct esc_data outer, inner;
	int v;

	esc_data_init(&outer, NULL);
	esc_data_init(&inner, NULL);
	spin_lock(&outer.lock);
	outer.counter = 4;
	/* What the unchecked reader relies on. */
	KUNIT_EXPECT_HELD(test, &outer.lock);
	v = esc_region_read(&outer);
	spin_unlock(&outer.lock);
	KUNIT_EXPECT_EQ(test, v, 4);

	esc_region_lock_twice_nested(&outer, &inner);
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&outer.lock));
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&inner.lock));
	KUNIT_EXPECT_HELD(test, &inner.lock);
	/* The analysis did not see these taken: release them unchecked too. */
	disable_capability_analysis();
	inner.counter = outer.counter + 1;
	spin_unlock(&inner.lock);
	spin_unlock(&outer.lock);
	enable_capability_analysis();
	/* Released for real, unchecked or not. */
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&inner.lock));
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&outer.lock));
	KUNIT_EXPECT_NOT_HELD(test, &inner.lock);
	KUNIT_EXPECT_NOT_HELD(test, &outer.lock);
	/* Private to this case: no lock needed to look. */
	v = capability_unsafe(inner.counter);
	KUNIT_EXPECT_EQ(test, v, 5);
}

static void disable_capability_analysis_in_function_test(struct kunit *test)
{
	int pc = preempt_count();
	struct esc_data d;
	int slot = 1, v;

	esc_data_init(&d, &slot);
	/* A region of statements: the pointer and counter used without a lock. */
	disable_capability_analysis();
	*d.slot += 1;
	d.counter = *d.slot * 10;
	v = d.counter;
	enable_capability_analysis();
	KUNIT_EXPECT_EQ(test, v, 20);
	KUNIT_EXPECT_EQ(test, slot, 2);
	KUNIT_EXPECT_HATCH_CHANGED_NOTHING(test, &d, false, pc);
	/* After the region the analysis is back: the checked way. */
	spin_lock(&d.lock);
	KUNIT_EXPECT_HELD(test, &d.lock);
	KUNIT_EXPECT_EQ(test, d.counter, 20);
	/* A region inside a critical section leaves the lock held. */
	disable_capability_analysis();
	d.counter++;
	enable_capability_analysis();
	KUNIT_EXPECT_HATCH_CHANGED_NOTHING(test, &d, true, pc + PREEMPT_LOCK_OFFSET);
	spin_unlock(&d.lock);
	KUNIT_EXPECT_EQ(test, esc_counter(&d), 21);
}

/* A mutex held around a call the analysis is told nothing about. */
static DEFINE_MUTEX(esc_mutex);
static int esc_mutex_value __guarded_by(&esc_mutex);

static int esc_mutex_peek(void)
{
	/* Only for a debug print: a torn read would be harmless. */
	return capability_unsafe(esc_mutex_value);
}

static void capability_unsafe_global_test(struct kunit *test)
{
	mutex_lock(&esc_mutex);
	esc_mutex_value = 9;
	mutex_unlock(&esc_mutex);
	KUNIT_EXPECT_EQ(test, esc_mutex_peek(), 9);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&esc_mutex));
}

static void capability_unsafe_keeps_lockdep_test(struct kunit *test)
{
	struct esc_data d;
	int v;

	esc_data_init(&d, NULL);
	/*
	 * Taken and released where the analysis does not look: lockdep and
	 * the lock itself still see it all.
	 */
	capability_unsafe(spin_lock(&d.lock));
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&d.lock));
	KUNIT_EXPECT_HELD(test, &d.lock);
	/* Held, if unknown to the analysis. */
	v = capability_unsafe(++d.counter);
	/* Taken above, where the analysis did not look either. */
	capability_unsafe(spin_unlock(&d.lock));
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);
	KUNIT_EXPECT_EQ(test, v, 1);
}

/*
 * Mainline's spellings of the escape hatches (Linux v7.0 "Context
 * Analysis"): the same keywords under other names.
 */
static int esc_read_unlocked_mainline(struct esc_data *d)
	__context_unsafe(/* the caller owns @d: not shared yet */)
{
	return d->counter;
}

static int esc_read_no_analysis(struct esc_data *d) __no_context_analysis
{
	/* Not shared with any other task. */
	return d->counter;
}

static void context_unsafe_mainline_spellings_test(struct kunit *test)
{
	struct esc_data d;
	int v;

	esc_data_init(&d, NULL);
	/* Not shared with any other task: no lock needed to set it up. */
	context_unsafe(d.counter = 4);
	/*
	 * Read outside KUNIT_EXPECT_EQ(): Clang ignores the diagnostic pragmas
	 * of context_unsafe() inside another macro's argument.
	 */
	v = context_unsafe(d.counter);
	KUNIT_EXPECT_EQ(test, v, 4);
	KUNIT_EXPECT_EQ(test, esc_read_unlocked_mainline(&d), 4);
	KUNIT_EXPECT_EQ(test, esc_read_no_analysis(&d), 4);
	disable_context_analysis();
	v = d.counter;
	enable_context_analysis();
	KUNIT_EXPECT_EQ(test, v, 4);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
	KUNIT_EXPECT_NOT_HELD(test, &d.lock);
}

/*
 * data_race(): an intentional lockless read (statistics, heuristics) of
 * guarded data; the analysis is off for its expression only.
 */
static void data_race_read_test(struct kunit *test)
{
	struct esc_data d;
	int v;

	esc_data_init(&d, NULL);
	spin_lock(&d.lock);
	d.counter = 6;
	spin_unlock(&d.lock);
	/* A statistic, read without the lock on purpose. */
	v = data_race(d.counter);
	KUNIT_EXPECT_EQ(test, v, 6);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&d.lock));
	/* The write under the lock is still checked (and needs the lock). */
	spin_lock(&d.lock);
	d.counter = v + 1;
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&d.lock));
	spin_unlock(&d.lock);
	/* Read without the lock on purpose, outside KUNIT_EXPECT_EQ(): pragmas. */
	v = data_race(d.counter);
	KUNIT_EXPECT_EQ(test, v, 7);
}

/*
 * __acquire_ret(): a function returns an object whose lock it took. Its
 * own body (__acquires_ret) is not analysed; its callers are.
 */
static struct esc_data *_esc_get_locked(struct esc_data *objs, int i)
	__acquires_ret
{
	spin_lock(&objs[i].lock);
	return &objs[i];
}

#define esc_get_locked(objs, i) \
	__acquire_ret(_esc_get_locked(objs, i), &__ret->lock)

static void acquire_ret_test(struct kunit *test)
{
	struct esc_data objs[2];
	struct esc_data *o;

	esc_data_init(&objs[0], NULL);
	esc_data_init(&objs[1], NULL);
	o = esc_get_locked(objs, 1);
	o->counter = 21;
	KUNIT_EXPECT_PTR_EQ(test, o, &objs[1]);
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&objs[1].lock));
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&objs[0].lock));
	KUNIT_EXPECT_HELD(test, &objs[1].lock);
	spin_unlock(&o->lock);
	spin_lock(&objs[1].lock);
	KUNIT_EXPECT_EQ(test, objs[1].counter, 21);
	spin_unlock(&objs[1].lock);
}

static void escape_hatch_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case escape_hatch_test_cases[] = {
	KUNIT_CASE(escape_hatch_lockdep_enabled_test),
	KUNIT_CASE(capability_unsafe_expression_test),
	KUNIT_CASE(capability_unsafe_statements_test),
	KUNIT_CASE(capability_unsafe_under_lock_test),
	KUNIT_CASE(capability_unsafe_global_test),
	KUNIT_CASE(__capability_unsafe_test),
	KUNIT_CASE(__no_capability_analysis_test),
	KUNIT_CASE(__no_capability_analysis_legacy_helpers_test),
	KUNIT_CASE(disable_enable_capability_analysis_test),
	KUNIT_CASE(disable_capability_analysis_in_function_test),
	KUNIT_CASE(capability_unsafe_keeps_lockdep_test),
	KUNIT_CASE(context_unsafe_mainline_spellings_test),
	KUNIT_CASE(data_race_read_test),
	KUNIT_CASE(acquire_ret_test),
	{}
};

static struct kunit_suite escape_hatch_test_suite = {
	.name = "capability_analysis_escape_hatch",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = escape_hatch_test_cases,
};
kunit_test_suite(escape_hatch_test_suite);

MODULE_DESCRIPTION("KUnit tests for the escape hatches of capability analysis");
MODULE_LICENSE("GPL");
