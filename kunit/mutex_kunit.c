// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_mutex: struct mutex used correctly, as
 * the capability annotations describe it. Compiled with the analysis and
 * -Werror; each case checks at run time what the annotations claim. The
 * failure paths of the conditional acquires are taken for real: a second
 * kthread holds the mutex.
 */

#include <linux/atomic.h>
#include <linux/completion.h>
#include <linux/kthread.h>
#include <linux/mutex.h>
#include <linux/sched.h>

#include "capability_kunit.h"

struct mutex_data {
	struct mutex mtx;
	int counter __guarded_by(&mtx);
};

static void mutex_data_init(struct mutex_data *d)
{
	guard(mutex_init)(&d->mtx);
	d->counter = 0;
}

/*
 * The same, but a lock class of its own (lockdep names a class after the
 * mutex_init() call site): a child for mutex_lock_nest_lock().
 */
static void mutex_data_init_child(struct mutex_data *d)
{
	guard(mutex_init)(&d->mtx);
	d->counter = 0;
}

static void mutex_data_add(struct mutex_data *d, int n)
	__must_hold(&d->mtx)
{
	d->counter += n;
}

static void mutex_data_lock(struct mutex_data *d)
	__acquires(&d->mtx)
{
	mutex_lock(&d->mtx);
}

static void mutex_data_unlock(struct mutex_data *d)
	__releases(&d->mtx)
{
	mutex_unlock(&d->mtx);
}

static void mutex_data_add_asserted(struct mutex_data *d, int n)
{
	lockdep_assert_held(&d->mtx);
	d->counter += n;
}

/* Holds a mutex in another task until told to let go. */
struct mutex_holder {
	struct mutex *mtx;
	struct completion held;
	struct completion release;
	struct task_struct *task;
};

static int mutex_holder_fn(void *arg)
{
	struct mutex_holder *h = arg;

	mutex_lock(h->mtx);
	complete(&h->held);
	wait_for_completion(&h->release);
	mutex_unlock(h->mtx);

	while (!kthread_should_stop()) {
		set_current_state(TASK_INTERRUPTIBLE);
		if (!kthread_should_stop())
			schedule();
		__set_current_state(TASK_RUNNING);
	}
	return 0;
}

static void mutex_holder_start(struct kunit *test, struct mutex_holder *h,
			       struct mutex *mtx)
{
	h->mtx = mtx;
	init_completion(&h->held);
	init_completion(&h->release);
	h->task = kthread_run(mutex_holder_fn, h, "ca_mutex_holder");
	KUNIT_ASSERT_FALSE(test, IS_ERR(h->task));
	wait_for_completion(&h->held);
	KUNIT_ASSERT_TRUE(test, mutex_is_locked(mtx));
}

static void mutex_holder_stop(struct mutex_holder *h)
{
	complete(&h->release);
	kthread_stop(h->task);
}

static void mutex_lock_unlock_test(struct kunit *test)
{
	struct mutex_data d;

	mutex_data_init(&d);
	mutex_lock(&d.mtx);
	KUNIT_EXPECT_TRUE(test, mutex_is_locked(&d.mtx));
	KUNIT_EXPECT_HELD(test, &d.mtx);
	d.counter++;
	mutex_data_add(&d, 2);
	mutex_unlock(&d.mtx);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mtx));
	KUNIT_EXPECT_NOT_HELD(test, &d.mtx);

	mutex_lock_io(&d.mtx);
	KUNIT_EXPECT_EQ(test, d.counter, 3);
	mutex_unlock(&d.mtx);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mtx));
}

static void mutex_lock_interruptible_killable_test(struct kunit *test)
{
	struct mutex_data d;
	int taken = 0;

	mutex_data_init(&d);
	if (!mutex_lock_interruptible(&d.mtx)) {
		KUNIT_EXPECT_HELD(test, &d.mtx);
		d.counter++;
		taken++;
		mutex_unlock(&d.mtx);
	}
	if (mutex_lock_killable(&d.mtx) == 0) {
		KUNIT_EXPECT_HELD(test, &d.mtx);
		d.counter++;
		taken++;
		mutex_unlock(&d.mtx);
	}
	KUNIT_EXPECT_EQ(test, taken, 2);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mtx));
}

static void mutex_trylock_test(struct kunit *test)
{
	struct mutex_data d;

	mutex_data_init(&d);
	if (mutex_trylock(&d.mtx)) {
		KUNIT_EXPECT_HELD(test, &d.mtx);
		d.counter++;
		mutex_unlock(&d.mtx);
	} else {
		KUNIT_FAIL(test, "uncontended mutex_trylock() failed");
	}
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mtx));
}

static void mutex_trylock_contended_test(struct kunit *test)
{
	struct mutex_data d;
	struct mutex_holder h;

	mutex_data_init(&d);
	mutex_holder_start(test, &h, &d.mtx);
	if (mutex_trylock(&d.mtx)) {
		KUNIT_FAIL(test, "mutex_trylock() succeeded while another task holds it");
		mutex_unlock(&d.mtx);
	}
	KUNIT_EXPECT_NOT_HELD(test, &d.mtx);
	mutex_holder_stop(&h);

	/* Released by the holder: now it succeeds. */
	if (mutex_trylock(&d.mtx)) {
		d.counter++;
		mutex_unlock(&d.mtx);
	} else {
		KUNIT_FAIL(test, "mutex_trylock() failed after the holder released it");
	}
}

static void mutex_try_guard_contended_test(struct kunit *test)
{
	struct mutex_data d;
	struct mutex_holder h;
	bool body_ran = false;

	mutex_data_init(&d);
	mutex_holder_start(test, &h, &d.mtx);
	scoped_guard(mutex_try, &d.mtx) {
		body_ran = true;
		d.counter++;
	}
	KUNIT_EXPECT_FALSE(test, body_ran);
	mutex_holder_stop(&h);

	scoped_guard(mutex_try, &d.mtx) {
		body_ran = true;
		KUNIT_EXPECT_EQ(test, d.counter, 0);
	}
	KUNIT_EXPECT_TRUE(test, body_ran);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mtx));
}

static void atomic_dec_and_mutex_lock_test(struct kunit *test)
{
	struct mutex_data d;
	atomic_t refs = ATOMIC_INIT(2);

	mutex_data_init(&d);
	/* 2 -> 1: not the last reference, the mutex is not taken. */
	if (atomic_dec_and_mutex_lock(&refs, &d.mtx)) {
		KUNIT_FAIL(test, "took the mutex for a reference that was not the last");
		mutex_unlock(&d.mtx);
	}
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mtx));
	KUNIT_EXPECT_EQ(test, atomic_read(&refs), 1);

	/* 1 -> 0: the last reference returns with the mutex held. */
	if (atomic_dec_and_mutex_lock(&refs, &d.mtx)) {
		KUNIT_EXPECT_TRUE(test, mutex_is_locked(&d.mtx));
		d.counter++;
		mutex_unlock(&d.mtx);
	} else {
		KUNIT_FAIL(test, "the last reference did not take the mutex");
	}
	KUNIT_EXPECT_EQ(test, atomic_read(&refs), 0);
}

static void mutex_lock_nested_test(struct kunit *test)
{
	struct mutex_data outer, inner, child;

	mutex_data_init(&outer);
	mutex_data_init(&inner);
	mutex_data_init_child(&child);
	/* Same lock class twice: lockdep accepts it only as nested. */
	mutex_lock(&outer.mtx);
	mutex_lock_nested(&inner.mtx, SINGLE_DEPTH_NESTING);
	inner.counter++;
	outer.counter++;
	KUNIT_EXPECT_HELD(test, &inner.mtx);
	mutex_unlock(&inner.mtx);

	/* A child lock taken under the lock that serializes its class. */
	mutex_lock_nest_lock(&child.mtx, &outer.mtx);
	KUNIT_EXPECT_HELD(test, &child.mtx);
	child.counter++;
	mutex_unlock(&child.mtx);
	mutex_unlock(&outer.mtx);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&child.mtx));
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&outer.mtx));
}

/*
 * The sleeping variants of mutex_lock_nested(): a second lock of the same
 * class taken under the first, each variant acquiring it on success.
 */
static void mutex_lock_nested_variants_test(struct kunit *test)
{
	struct mutex_data outer, inner;
	int taken = 0;

	mutex_data_init(&outer);
	mutex_data_init(&inner);
	mutex_lock(&outer.mtx);
	if (!mutex_lock_interruptible_nested(&inner.mtx, SINGLE_DEPTH_NESTING)) {
		KUNIT_EXPECT_HELD(test, &inner.mtx);
		inner.counter++;
		taken++;
		mutex_unlock(&inner.mtx);
	}
	if (!mutex_lock_killable_nested(&inner.mtx, SINGLE_DEPTH_NESTING)) {
		KUNIT_EXPECT_HELD(test, &inner.mtx);
		inner.counter++;
		taken++;
		mutex_unlock(&inner.mtx);
	}
	mutex_lock_io_nested(&inner.mtx, SINGLE_DEPTH_NESTING);
	KUNIT_EXPECT_HELD(test, &inner.mtx);
	inner.counter++;
	KUNIT_EXPECT_EQ(test, inner.counter, 3);
	mutex_unlock(&inner.mtx);
	outer.counter++;
	mutex_unlock(&outer.mtx);
	KUNIT_EXPECT_EQ(test, taken, 2);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&inner.mtx));
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&outer.mtx));
}

static void mutex_annotated_helpers_test(struct kunit *test)
{
	struct mutex_data d;

	mutex_data_init(&d);
	mutex_data_lock(&d);
	KUNIT_EXPECT_TRUE(test, mutex_is_locked(&d.mtx));
	mutex_data_add_asserted(&d, 4);
	mutex_data_add(&d, 1);
	mutex_data_unlock(&d);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mtx));
	mutex_lock(&d.mtx);
	KUNIT_EXPECT_EQ(test, d.counter, 5);
	mutex_unlock(&d.mtx);
}

static int mutex_guard_early_return(struct mutex_data *d, bool early)
{
	guard(mutex)(&d->mtx);
	d->counter++;
	if (early)
		return -EAGAIN;
	d->counter++;
	return 0;
}

static void mutex_guard_test(struct kunit *test)
{
	struct mutex_data d;

	mutex_data_init(&d);
	KUNIT_EXPECT_EQ(test, mutex_guard_early_return(&d, true), -EAGAIN);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mtx));
	KUNIT_EXPECT_EQ(test, mutex_guard_early_return(&d, false), 0);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mtx));
	scoped_guard(mutex, &d.mtx) {
		KUNIT_EXPECT_HELD(test, &d.mtx);
		KUNIT_EXPECT_EQ(test, d.counter, 3);
	}
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mtx));
}

static int mutex_intr_guard_add(struct mutex_data *d, int n)
{
	scoped_cond_guard(mutex_intr, return -EINTR, &d->mtx) {
		d->counter += n;
	}
	return 0;
}

static void mutex_cond_guard_test(struct kunit *test)
{
	struct mutex_data d;

	mutex_data_init(&d);
	KUNIT_EXPECT_EQ(test, mutex_intr_guard_add(&d, 2), 0);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mtx));
	scoped_cond_guard(mutex_try, {
		capability_kunit_guard_failed(test, "mutex_try");
		return;
	}, &d.mtx) {
		KUNIT_EXPECT_TRUE(test, mutex_is_locked(&d.mtx));
		KUNIT_EXPECT_EQ(test, d.counter, 2);
	}
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&d.mtx));
}

static void mutex_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case mutex_test_cases[] = {
	KUNIT_CASE(mutex_lockdep_enabled_test),
	KUNIT_CASE(mutex_lock_unlock_test),
	KUNIT_CASE(mutex_lock_interruptible_killable_test),
	KUNIT_CASE(mutex_trylock_test),
	KUNIT_CASE(mutex_trylock_contended_test),
	KUNIT_CASE(mutex_try_guard_contended_test),
	KUNIT_CASE(atomic_dec_and_mutex_lock_test),
	KUNIT_CASE(mutex_lock_nested_test),
	KUNIT_CASE(mutex_lock_nested_variants_test),
	KUNIT_CASE(mutex_annotated_helpers_test),
	KUNIT_CASE(mutex_guard_test),
	KUNIT_CASE(mutex_cond_guard_test),
	{}
};

static struct kunit_suite mutex_test_suite = {
	.name = "capability_analysis_mutex",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = mutex_test_cases,
};
kunit_test_suite(mutex_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of struct mutex");
MODULE_LICENSE("GPL");
