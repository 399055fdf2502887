// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_thread_safety: lock types of a driver's
 * own, written with the spellings of <linux/thread_safety.h> (CAPABILITY(),
 * ACQUIRE(), RELEASE(), TRY_ACQUIRE(), REQUIRES(), EXCLUDES(),
 * ASSERT_CAPABILITY(), RETURN_CAPABILITY(), GUARDED_BY(), PT_GUARDED_BY(),
 * ...) as code following the other thread-safety series would, and used
 * correctly. Each lock type is built on a kernel lock; a RETURN_CAPABILITY()
 * accessor tells the analysis that taking the kernel lock takes the lock
 * type, so the lock functions themselves are checked too. Compiled with the
 * analysis and -Werror; at run time each case checks the kernel lock
 * underneath.
 */

#include <linux/delay.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>
#include <linux/thread_safety.h>

#include "capability_kunit.h"

/* An exclusive lock type, on a spinlock. */
struct CAPABILITY("ts_lock") ts_lock {
	spinlock_t inner;
};

static spinlock_t *ts_lock_inner(struct ts_lock *l)
	RETURN_CAPABILITY(l)
{
	return &l->inner;
}

static void ts_lock_init(struct ts_lock *l)
{
	spin_lock_init(&l->inner);
}

static void ts_lock_acquire(struct ts_lock *l)
	ACQUIRE(l)
{
	spin_lock(ts_lock_inner(l));
}

static void ts_lock_release(struct ts_lock *l)
	RELEASE(l)
{
	spin_unlock(ts_lock_inner(l));
}

static bool ts_lock_try(struct ts_lock *l)
	TRY_ACQUIRE(true, l)
{
	return spin_trylock(ts_lock_inner(l));
}

static bool ts_lock_is_locked(struct ts_lock *l)
{
	return spin_is_locked(&l->inner);
}

/*
 * Checks at run time what it tells the analysis. A driver would WARN; here
 * the check fails the running case.
 */
static void ts_lock_assert_held(struct ts_lock *l)
	ASSERT_CAPABILITY(l)
{
	if (!ts_lock_is_locked(l))
		kunit_fail_current_test("ASSERT_CAPABILITY(): the ts_lock is not held");
}

/* A guard for the lock type, declared to the analysis as the kernel's are. */
DEFINE_GUARD(ts_lock, struct ts_lock *, ts_lock_acquire(_T), ts_lock_release(_T))
DECLARE_LOCK_GUARD_1_ATTRS(ts_lock, struct ts_lock, ACQUIRE(_T),
			   RELEASE(*(struct ts_lock **)_T));
#define class_ts_lock_constructor(_T) WITH_LOCK_GUARD_1_ATTRS(ts_lock, _T)

/* A sleeping lock type, on a mutex. */
struct CAPABILITY("ts_sleeplock") ts_sleeplock {
	struct mutex inner;
};

static struct mutex *ts_sleeplock_inner(struct ts_sleeplock *l)
	RETURN_CAPABILITY(l)
{
	return &l->inner;
}

static void ts_sleeplock_init(struct ts_sleeplock *l)
{
	mutex_init(&l->inner);
}

static void ts_sleeplock_acquire(struct ts_sleeplock *l)
	ACQUIRE(l)
{
	mutex_lock(ts_sleeplock_inner(l));
}

static void ts_sleeplock_release(struct ts_sleeplock *l)
	RELEASE(l)
{
	mutex_unlock(ts_sleeplock_inner(l));
}

static bool ts_sleeplock_try(struct ts_sleeplock *l)
	TRY_ACQUIRE(true, l)
{
	return mutex_trylock(ts_sleeplock_inner(l));
}

/* A reader/writer lock type, on an rwlock_t. */
struct CAPABILITY("ts_rwlock") ts_rwlock {
	rwlock_t inner;
};

static rwlock_t *ts_rwlock_inner(struct ts_rwlock *l)
	RETURN_CAPABILITY(l)
{
	return &l->inner;
}

static void ts_rwlock_init(struct ts_rwlock *l)
{
	rwlock_init(&l->inner);
}

static void ts_read_lock(struct ts_rwlock *l)
	ACQUIRE_SHARED(l)
{
	read_lock(ts_rwlock_inner(l));
}

static void ts_read_unlock(struct ts_rwlock *l)
	RELEASE_SHARED(l)
{
	read_unlock(ts_rwlock_inner(l));
}

static bool ts_read_trylock(struct ts_rwlock *l)
	TRY_ACQUIRE_SHARED(true, l)
{
	return read_trylock(ts_rwlock_inner(l));
}

static void ts_write_lock(struct ts_rwlock *l)
	ACQUIRE(l)
{
	write_lock(ts_rwlock_inner(l));
}

static void ts_write_unlock(struct ts_rwlock *l)
	RELEASE(l)
{
	write_unlock(ts_rwlock_inner(l));
}

/* Lockdep's assertion (a WARN, which the suite's exit sees), and the lock's. */
static void ts_rwlock_assert_reader(struct ts_rwlock *l)
	ASSERT_SHARED_CAPABILITY(l)
{
	lockdep_assert_held_read(&l->inner);
	if (!capability_kunit_locked(&l->inner, CAPABILITY_KUNIT_SHARED))
		kunit_fail_current_test("ASSERT_SHARED_CAPABILITY(): the ts_rwlock is not read-held");
}

/* Data of a driver, each member with the lock that guards it. */
struct ts_data {
	struct ts_lock lock;
	struct ts_rwlock rwlock;
	struct mutex mutex;
	int counter GUARDED_BY(&lock);
	int *slot PT_GUARDED_BY(&lock);
	int config GUARDED_BY(&rwlock);
	int events GUARDED_BY(&mutex);
};

static void ts_data_init(struct ts_data *d, int *slot)
{
	ts_lock_init(&d->lock);
	ts_rwlock_init(&d->rwlock);
	/* Nobody else sees the object yet: the init guard lets it be set. */
	guard(mutex_init)(&d->mutex);
	d->events = 0;
	/* The lock types say nothing at init: take them. */
	ts_lock_acquire(&d->lock);
	d->counter = 0;
	d->slot = slot;
	ts_lock_release(&d->lock);
	ts_write_lock(&d->rwlock);
	d->config = 0;
	ts_write_unlock(&d->rwlock);
}

/* The analysis cannot see that this is the same lock; see its users. */
static noinline struct ts_lock *ts_lock_alias(struct ts_lock *l)
{
	return l;
}

static void ts_add(struct ts_data *d, int n)
	REQUIRES(&d->lock)
{
	d->counter += n;
	if (d->slot)
		*d->slot += n;
}

static int ts_read_config(struct ts_data *d)
	REQUIRES_SHARED(&d->rwlock)
{
	return d->config;
}

static void ts_add_locked(struct ts_data *d, int n)
	EXCLUDES(&d->lock)
{
	ts_lock_acquire(&d->lock);
	ts_add(d, n);
	ts_lock_release(&d->lock);
}

static int ts_counter(struct ts_data *d)
	EXCLUDES(&d->lock)
{
	int v;

	ts_lock_acquire(&d->lock);
	v = d->counter;
	ts_lock_release(&d->lock);
	return v;
}

static void ts_lock_acquire_release_test(struct kunit *test)
{
	struct ts_data d;
	int slot = 0;

	ts_data_init(&d, &slot);
	ts_lock_acquire(&d.lock);
	KUNIT_EXPECT_TRUE(test, ts_lock_is_locked(&d.lock));
	KUNIT_EXPECT_HELD(test, &d.lock.inner);
	d.counter = 4;
	*d.slot = 5;
	ts_lock_release(&d.lock);
	KUNIT_EXPECT_FALSE(test, ts_lock_is_locked(&d.lock));
	KUNIT_EXPECT_NOT_HELD(test, &d.lock.inner);
	KUNIT_EXPECT_EQ(test, slot, 5);
	KUNIT_EXPECT_EQ(test, ts_counter(&d), 4);
}

static void ts_lock_try_test(struct kunit *test)
{
	struct ts_data d;

	ts_data_init(&d, NULL);
	if (ts_lock_try(&d.lock)) {
		KUNIT_EXPECT_TRUE(test, ts_lock_is_locked(&d.lock));
		d.counter++;
		ts_lock_release(&d.lock);
	} else {
		KUNIT_FAIL(test, "uncontended TRY_ACQUIRE() lock failed");
	}
	KUNIT_EXPECT_FALSE(test, ts_lock_is_locked(&d.lock));
	KUNIT_EXPECT_EQ(test, ts_counter(&d), 1);
}

static void ts_lock_try_fails_when_held_test(struct kunit *test)
{
	struct ts_lock *same;
	struct ts_data d;

	if (!IS_ENABLED(CONFIG_SMP))
		kunit_skip(test, "a failing spinlock trylock is reported as a bug on !SMP");

	ts_data_init(&d, NULL);
	same = ts_lock_alias(&d.lock);
	ts_lock_acquire(&d.lock);
	if (ts_lock_try(same)) {
		KUNIT_FAIL(test, "TRY_ACQUIRE() lock of a held lock succeeded");
		ts_lock_release(same);
	}
	d.counter++;
	ts_lock_release(&d.lock);
	KUNIT_EXPECT_FALSE(test, ts_lock_is_locked(&d.lock));
}

static void ts_requires_test(struct kunit *test)
{
	struct ts_data d;
	int slot = 10;

	ts_data_init(&d, &slot);
	ts_lock_acquire(&d.lock);
	/* What REQUIRES() assumes of the callers below. */
	KUNIT_EXPECT_TRUE(test, ts_lock_is_locked(&d.lock));
	KUNIT_EXPECT_HELD(test, &d.lock.inner);
	ts_add(&d, 2);
	ts_add(&d, 3);
	KUNIT_EXPECT_EQ(test, d.counter, 5);
	ts_lock_release(&d.lock);
	KUNIT_EXPECT_FALSE(test, ts_lock_is_locked(&d.lock));
	KUNIT_EXPECT_NOT_HELD(test, &d.lock.inner);
	KUNIT_EXPECT_EQ(test, slot, 15);
}

static void ts_excludes_test(struct kunit *test)
{
	struct ts_data d;

	ts_data_init(&d, NULL);
	/* Called without the lock, as EXCLUDES() says: it takes it itself. */
	ts_add_locked(&d, 7);
	KUNIT_EXPECT_FALSE(test, ts_lock_is_locked(&d.lock));
	ts_add_locked(&d, 1);
	KUNIT_EXPECT_EQ(test, ts_counter(&d), 8);
}

static void ts_add_asserted(struct ts_data *d, int n)
{
	ts_lock_assert_held(&d->lock);
	d->counter += n;
}

static void ts_assert_capability_test(struct kunit *test)
{
	struct ts_data d;

	ts_data_init(&d, NULL);
	ts_lock_acquire(&d.lock);
	KUNIT_EXPECT_HELD(test, &d.lock.inner);
	/* Its assertion fails this case if the lock is not held. */
	ts_add_asserted(&d, 6);
	ts_lock_release(&d.lock);
	KUNIT_EXPECT_FALSE(test, ts_lock_is_locked(&d.lock));
	KUNIT_EXPECT_EQ(test, ts_counter(&d), 6);
}

/* A getter of the lock of an object, for callers that lock it themselves. */
static struct mutex *ts_events_lock(struct ts_data *d)
	RETURN_CAPABILITY(&d->mutex)
{
	return &d->mutex;
}

static void ts_return_capability_test(struct kunit *test)
{
	struct ts_data d;
	int events;

	ts_data_init(&d, NULL);
	mutex_lock(ts_events_lock(&d));
	KUNIT_EXPECT_TRUE(test, mutex_is_locked(&d.mutex));
	d.events++;
	mutex_unlock(&d.mutex);
	/* Taken by name, released through the getter: one lock. */
	mutex_lock(&d.mutex);
	events = d.events;
	mutex_unlock(ts_events_lock(&d));
	KUNIT_EXPECT_EQ(test, events, 1);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mutex));
}

static void ts_rwlock_shared_test(struct kunit *test)
{
	struct ts_data d;

	ts_data_init(&d, NULL);
	ts_write_lock(&d.rwlock);
	d.config = 3;
	ts_write_unlock(&d.rwlock);

	ts_read_lock(&d.rwlock);
	KUNIT_EXPECT_HELD_SHARED(test, &d.rwlock.inner);
	KUNIT_EXPECT_EQ(test, d.config, 3);
	KUNIT_EXPECT_EQ(test, ts_read_config(&d), 3);
	ts_read_unlock(&d.rwlock);
	KUNIT_EXPECT_NOT_HELD(test, &d.rwlock.inner);
}

static void ts_rwlock_exclusive_test(struct kunit *test)
{
	struct ts_data d;

	ts_data_init(&d, NULL);
	ts_write_lock(&d.rwlock);
	KUNIT_EXPECT_HELD_EXCLUSIVE(test, &d.rwlock.inner);
	d.config = 8;
	/* Exclusive implies shared. */
	KUNIT_EXPECT_EQ(test, ts_read_config(&d), 8);
	ts_write_unlock(&d.rwlock);
	KUNIT_EXPECT_NOT_HELD(test, &d.rwlock.inner);
}

static void ts_rwlock_try_shared_test(struct kunit *test)
{
	struct ts_data d;
	int taken = 0;

	ts_data_init(&d, NULL);
	ts_write_lock(&d.rwlock);
	d.config = 1;
	ts_write_unlock(&d.rwlock);
	if (ts_read_trylock(&d.rwlock)) {
		KUNIT_EXPECT_HELD_SHARED(test, &d.rwlock.inner);
		taken += 1 + ts_read_config(&d);
		ts_read_unlock(&d.rwlock);
	} else {
		KUNIT_FAIL(test, "uncontended TRY_ACQUIRE_SHARED() lock failed");
	}
	KUNIT_EXPECT_EQ(test, taken, 2);
	KUNIT_EXPECT_NOT_HELD(test, &d.rwlock.inner);
}

static int ts_config_asserted(struct ts_data *d)
{
	ts_rwlock_assert_reader(&d->rwlock);
	return d->config;
}

static void ts_assert_shared_capability_test(struct kunit *test)
{
	struct ts_data d;
	int v;

	ts_data_init(&d, NULL);
	ts_write_lock(&d.rwlock);
	d.config = 12;
	ts_write_unlock(&d.rwlock);
	ts_read_lock(&d.rwlock);
	KUNIT_EXPECT_HELD_SHARED(test, &d.rwlock.inner);
	/* Its assertions fail this case if the lock is not read-held. */
	v = ts_config_asserted(&d);
	ts_read_unlock(&d.rwlock);
	KUNIT_EXPECT_NOT_HELD(test, &d.rwlock.inner);
	KUNIT_EXPECT_EQ(test, v, 12);
}

/*
 * A global capability that no type instance stands for: the "registry"
 * token, taken through the spinlock that implements it.
 */
DEFINE_CAPABILITY(ts_registry);
static DEFINE_SPINLOCK(ts_registry_spinlock);
static int ts_registry_entries GUARDED_BY(ts_registry);

static spinlock_t *ts_registry_lock_of(void)
	RETURN_CAPABILITY(ts_registry)
{
	return &ts_registry_spinlock;
}

static void ts_registry_lock(void)
	ACQUIRE(ts_registry)
{
	spin_lock(ts_registry_lock_of());
}

static void ts_registry_unlock(void)
	RELEASE(ts_registry)
{
	spin_unlock(ts_registry_lock_of());
}

static int ts_registry_add(int n)
	REQUIRES(ts_registry)
{
	ts_registry_entries += n;
	return ts_registry_entries;
}

static void ts_token_capability_test(struct kunit *test)
{
	int before, after;

	ts_registry_lock();
	KUNIT_EXPECT_TRUE(test, spin_is_locked(&ts_registry_spinlock));
	before = ts_registry_entries;
	after = ts_registry_add(2);
	ts_registry_unlock();
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&ts_registry_spinlock));
	KUNIT_EXPECT_EQ(test, after, before + 2);
}

/* Two locks with a declared order: outer before inner. */
static struct ts_lock ts_inner_lock;
static struct ts_lock ts_outer_lock ACQUIRED_BEFORE(ts_inner_lock);
static int ts_inner_data GUARDED_BY(ts_inner_lock);
static int ts_outer_data GUARDED_BY(ts_outer_lock);

static void ts_acquired_before_test(struct kunit *test)
{
	int sum;

	/*
	 * Two initialization sites, two lockdep classes: one site would make
	 * the nested acquisition look recursive to lockdep.
	 */
	spin_lock_init(&ts_outer_lock.inner);
	spin_lock_init(&ts_inner_lock.inner);
	ts_lock_acquire(&ts_outer_lock);
	ts_lock_acquire(&ts_inner_lock);
	KUNIT_EXPECT_TRUE(test, ts_lock_is_locked(&ts_outer_lock));
	KUNIT_EXPECT_TRUE(test, ts_lock_is_locked(&ts_inner_lock));
	ts_outer_data = 1;
	ts_inner_data = 2;
	sum = ts_outer_data + ts_inner_data;
	ts_lock_release(&ts_inner_lock);
	ts_lock_release(&ts_outer_lock);
	KUNIT_EXPECT_EQ(test, sum, 3);
	KUNIT_EXPECT_FALSE(test, ts_lock_is_locked(&ts_outer_lock));
}

/* Both spellings name the same capabilities: they mix. */
static void ts_events_add_kernel_spelling(struct ts_data *d, int n)
	__must_hold(&d->mutex)
{
	d->events += n;
}

static int ts_events_add(struct ts_data *d, int n)
	REQUIRES(&d->mutex)
{
	ts_events_add_kernel_spelling(d, n);
	return d->events;
}

static void ts_lock_events(struct ts_data *d)
	__acquires(&d->mutex)
{
	mutex_lock(&d->mutex);
}

static void ts_unlock_events(struct ts_data *d)
	RELEASE(&d->mutex)
{
	mutex_unlock(&d->mutex);
}

static void ts_spellings_mix_test(struct kunit *test)
{
	struct ts_data d;
	int events;

	ts_data_init(&d, NULL);
	ts_lock_events(&d);
	KUNIT_EXPECT_HELD(test, &d.mutex);
	events = ts_events_add(&d, 3);
	ts_unlock_events(&d);
	KUNIT_EXPECT_EQ(test, events, 3);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mutex));
}

static void ts_guard_of_inner_lock_test(struct kunit *test)
{
	struct ts_data d;

	ts_data_init(&d, NULL);
	/* The kernel's guard of the lock underneath guards the lock type. */
	scoped_guard(spinlock, ts_lock_inner(&d.lock)) {
		KUNIT_EXPECT_TRUE(test, ts_lock_is_locked(&d.lock));
		ts_add(&d, 9);
	}
	KUNIT_EXPECT_FALSE(test, ts_lock_is_locked(&d.lock));
	KUNIT_EXPECT_EQ(test, ts_counter(&d), 9);
}

static int ts_guard_add(struct ts_data *d, int n, bool early)
{
	guard(ts_lock)(&d->lock);
	if (early)
		return -1;
	ts_add(d, n);
	return d->counter;
}

static void ts_lock_guard_test(struct kunit *test)
{
	struct ts_data d;

	ts_data_init(&d, NULL);
	/* The guard releases on both returns. */
	KUNIT_EXPECT_EQ(test, ts_guard_add(&d, 3, true), -1);
	KUNIT_EXPECT_FALSE(test, ts_lock_is_locked(&d.lock));
	KUNIT_EXPECT_EQ(test, ts_guard_add(&d, 3, false), 3);
	KUNIT_EXPECT_FALSE(test, ts_lock_is_locked(&d.lock));
	scoped_guard(ts_lock, &d.lock) {
		KUNIT_EXPECT_TRUE(test, ts_lock_is_locked(&d.lock));
		KUNIT_EXPECT_HELD(test, &d.lock.inner);
		d.counter++;
	}
	KUNIT_EXPECT_EQ(test, ts_counter(&d), 4);
}

CAPABILITY_KUNIT_EXIT_PARAMS(ts_exit);

static int ts_guard_leave(struct kunit *test, struct ts_data *d,
			  enum capability_kunit_exit how)
{
	int i, runs = 0;

	for (i = 0; i < 2; i++) {
		scoped_guard(ts_lock, &d->lock) {
			KUNIT_EXPECT_TRUE(test, ts_lock_is_locked(&d->lock));
			ts_add(d, 1);
			runs++;
			if (how == CAPABILITY_KUNIT_EXIT_BREAK)
				break;
			if (how == CAPABILITY_KUNIT_EXIT_CONTINUE)
				continue;
			if (how == CAPABILITY_KUNIT_EXIT_GOTO)
				goto out;
			if (how == CAPABILITY_KUNIT_EXIT_RETURN)
				return runs;
		}
		KUNIT_EXPECT_FALSE(test, ts_lock_is_locked(&d->lock));
	}
out:
	return runs;
}

static void ts_lock_guard_exit_test(struct kunit *test)
{
	const enum capability_kunit_exit *how = test->param_value;
	int runs = capability_kunit_exit_runs(*how);
	struct ts_data d;

	ts_data_init(&d, NULL);
	KUNIT_EXPECT_EQ(test, ts_guard_leave(test, &d, *how), runs);
	KUNIT_EXPECT_FALSE(test, ts_lock_is_locked(&d.lock));
	KUNIT_EXPECT_NOT_HELD(test, &d.lock.inner);
	KUNIT_EXPECT_EQ(test, ts_counter(&d), runs);
}

/* Data of a sleeping lock type, and another task that holds it. */
struct ts_sleep_data {
	struct ts_sleeplock lock;
	int jobs GUARDED_BY(&lock);
};

static void ts_sleep_data_init(struct ts_sleep_data *d)
{
	ts_sleeplock_init(&d->lock);
	ts_sleeplock_acquire(&d->lock);
	d->jobs = 0;
	ts_sleeplock_release(&d->lock);
}

static int ts_sleeplock_holder_fn(void *arg)
{
	struct capability_kunit_holder *h = arg;
	struct ts_sleeplock *l = h->lock;

	ts_sleeplock_acquire(l);
	capability_kunit_holder_hold(h);
	ts_sleeplock_release(l);
	return capability_kunit_holder_done();
}

static void ts_sleeplock_test(struct kunit *test)
{
	struct ts_sleep_data d;
	int jobs;

	ts_sleep_data_init(&d);
	ts_sleeplock_acquire(&d.lock);
	KUNIT_EXPECT_TRUE(test, mutex_is_locked(&d.lock.inner));
	KUNIT_EXPECT_HELD(test, &d.lock.inner);
	d.jobs++;
	/* A sleeping lock: the holder may sleep. */
	usleep_range(100, 200);
	jobs = d.jobs;
	ts_sleeplock_release(&d.lock);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.lock.inner));
	KUNIT_EXPECT_EQ(test, jobs, 1);
}

static void ts_sleeplock_try_contended_test(struct kunit *test)
{
	struct capability_kunit_holder h;
	struct ts_sleep_data d;

	ts_sleep_data_init(&d);
	capability_kunit_holder_start(test, &h, ts_sleeplock_holder_fn, &d.lock);
	if (ts_sleeplock_try(&d.lock)) {
		KUNIT_FAIL(test, "TRY_ACQUIRE() lock succeeded while another task holds it");
		ts_sleeplock_release(&d.lock);
	}
	KUNIT_EXPECT_NOT_HELD(test, &d.lock.inner);
	capability_kunit_holder_stop(&h);
	if (ts_sleeplock_try(&d.lock)) {
		d.jobs++;
		ts_sleeplock_release(&d.lock);
	} else {
		KUNIT_FAIL(test, "TRY_ACQUIRE() lock failed after the holder let go");
	}
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.lock.inner));
}

static void thread_safety_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case thread_safety_test_cases[] = {
	KUNIT_CASE(thread_safety_lockdep_enabled_test),
	KUNIT_CASE(ts_lock_acquire_release_test),
	KUNIT_CASE(ts_lock_try_test),
	KUNIT_CASE(ts_lock_try_fails_when_held_test),
	KUNIT_CASE(ts_requires_test),
	KUNIT_CASE(ts_excludes_test),
	KUNIT_CASE(ts_assert_capability_test),
	KUNIT_CASE(ts_return_capability_test),
	KUNIT_CASE(ts_rwlock_shared_test),
	KUNIT_CASE(ts_rwlock_exclusive_test),
	KUNIT_CASE(ts_rwlock_try_shared_test),
	KUNIT_CASE(ts_assert_shared_capability_test),
	KUNIT_CASE(ts_token_capability_test),
	KUNIT_CASE(ts_acquired_before_test),
	KUNIT_CASE(ts_spellings_mix_test),
	KUNIT_CASE(ts_guard_of_inner_lock_test),
	KUNIT_CASE(ts_lock_guard_test),
	KUNIT_CASE_PARAM(ts_lock_guard_exit_test, ts_exit_gen_params),
	KUNIT_CASE(ts_sleeplock_test),
	KUNIT_CASE(ts_sleeplock_try_contended_test),
	{}
};

static struct kunit_suite thread_safety_test_suite = {
	.name = "capability_analysis_thread_safety",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = thread_safety_test_cases,
};
kunit_test_suite(thread_safety_test_suite);

MODULE_DESCRIPTION("KUnit tests for the <linux/thread_safety.h> spellings of capability analysis");
MODULE_LICENSE("GPL");
