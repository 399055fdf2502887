// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_rt_mutex: struct rt_mutex used correctly,
 * as the capability annotations describe it: rt_mutex_lock() and its
 * _nested and _nest_lock forms acquire, the _interruptible and _killable
 * forms when they return 0, rt_mutex_trylock() when it returns 1. Compiled
 * with the analysis and -Werror; at run time each case checks the owner,
 * and the failure paths are taken for real: a second kthread holds the
 * rt_mutex, and a pending signal interrupts the wait.
 */

#include <linux/mutex.h>
#include <linux/rtmutex.h>
#include <linux/sched.h>
#include <linux/sched/rt.h>

#include "capability_kunit.h"

struct rt_data {
	struct rt_mutex mtx;
	int value __guarded_by(&mtx);
};

static void rt_data_init(struct rt_data *d, int value)
{
	/* No owner yet: the init guard lets the data be set unlocked. */
	guard(rt_mutex_init)(&d->mtx);
	d->value = value;
}

/*
 * The same, but a lock class of its own (lockdep names a class after the
 * rt_mutex_init() call site): children for rt_mutex_lock_nest_lock().
 */
static void rt_data_init_child(struct rt_data *d, int value)
{
	guard(rt_mutex_init)(&d->mtx);
	d->value = value;
}

/* A lockdep class of its own for the serializing mutex (one init site). */
static void rt_serializer_init(struct mutex *m)
{
	mutex_init(m);
}

static bool rt_locked(struct rt_data *d)
{
	return rt_mutex_base_is_locked(&d->mtx.rtmutex);
}

static int rt_read_value(struct rt_data *d)
	__must_hold(&d->mtx)
{
	return d->value;
}

static void rt_data_lock(struct rt_data *d)
	__acquires(&d->mtx)
{
	rt_mutex_lock(&d->mtx);
}

static void rt_data_unlock(struct rt_data *d)
	__releases(&d->mtx)
{
	rt_mutex_unlock(&d->mtx);
}

static int rt_read_locked_once(struct rt_data *d)
	__must_not_hold(&d->mtx)
{
	int v;

	rt_mutex_lock(&d->mtx);
	v = d->value;
	rt_mutex_unlock(&d->mtx);
	return v;
}

static int rt_holder_fn(void *arg)
{
	struct capability_kunit_holder *h = arg;
	struct rt_mutex *mtx = h->lock;

	rt_mutex_lock(mtx);
	capability_kunit_holder_hold(h);
	rt_mutex_unlock(mtx);
	return capability_kunit_holder_done();
}

static void rt_mutex_init_test(struct kunit *test)
{
	static DEFINE_RT_MUTEX(static_mtx);
	struct rt_data d;

	rt_data_init(&d, 3);
	KUNIT_EXPECT_FALSE(test, rt_locked(&d));
	KUNIT_EXPECT_FALSE(test, rt_mutex_base_is_locked(&static_mtx.rtmutex));
	KUNIT_EXPECT_EQ(test, rt_read_locked_once(&d), 3);
}

static void rt_mutex_lock_unlock_test(struct kunit *test)
{
	struct rt_data d;

	rt_data_init(&d, 0);
	rt_mutex_lock(&d.mtx);
	KUNIT_EXPECT_TRUE(test, rt_locked(&d));
	KUNIT_EXPECT_HELD(test, &d.mtx);
	d.value = 7;
	KUNIT_EXPECT_EQ(test, rt_read_value(&d), 7);
	rt_mutex_unlock(&d.mtx);
	KUNIT_EXPECT_FALSE(test, rt_locked(&d));
	KUNIT_EXPECT_NOT_HELD(test, &d.mtx);
}

static void rt_mutex_lock_nested_test(struct kunit *test)
{
	struct rt_data outer, inner;

	rt_data_init(&outer, 1);
	rt_data_init(&inner, 2);
	/* Same lock class twice: lockdep accepts it only as nested. */
	rt_mutex_lock(&outer.mtx);
	rt_mutex_lock_nested(&inner.mtx, SINGLE_DEPTH_NESTING);
	KUNIT_EXPECT_HELD(test, &inner.mtx);
	inner.value += outer.value;
	rt_mutex_unlock(&inner.mtx);
	KUNIT_EXPECT_TRUE(test, rt_locked(&outer));
	rt_mutex_unlock(&outer.mtx);
	KUNIT_EXPECT_EQ(test, rt_read_locked_once(&inner), 3);
}

static void rt_mutex_lock_nest_lock_test(struct kunit *test)
{
	struct rt_data a, b;
	struct mutex serializer;

	rt_serializer_init(&serializer);
	rt_data_init_child(&a, 0);
	rt_data_init_child(&b, 0);
	/* Two rt_mutexes of one class, both held under the mutex that orders them. */
	mutex_lock(&serializer);
	rt_mutex_lock_nest_lock(&a.mtx, &serializer);
	rt_mutex_lock_nest_lock(&b.mtx, &serializer);
	KUNIT_EXPECT_HELD(test, &a.mtx);
	KUNIT_EXPECT_HELD(test, &b.mtx);
	a.value = 1;
	b.value = 2;
	rt_mutex_unlock(&b.mtx);
	rt_mutex_unlock(&a.mtx);
	mutex_unlock(&serializer);
	KUNIT_EXPECT_FALSE(test, rt_locked(&a));
	KUNIT_EXPECT_EQ(test, rt_read_locked_once(&b), 2);
}

static void rt_mutex_lock_interruptible_killable_test(struct kunit *test)
{
	struct rt_data d;
	int taken = 0;

	rt_data_init(&d, 0);
	if (!rt_mutex_lock_interruptible(&d.mtx)) {
		KUNIT_EXPECT_HELD(test, &d.mtx);
		d.value++;
		taken++;
		rt_mutex_unlock(&d.mtx);
	}
	if (rt_mutex_lock_killable(&d.mtx) == 0) {
		KUNIT_EXPECT_TRUE(test, rt_locked(&d));
		d.value++;
		taken++;
		rt_mutex_unlock(&d.mtx);
	}
	KUNIT_EXPECT_EQ(test, taken, 2);
	KUNIT_EXPECT_EQ(test, rt_read_locked_once(&d), 2);
}

/*
 * The waiting forms against another task holding the rt_mutex, with a
 * signal pending: any signal interrupts rt_mutex_lock_interruptible(), only
 * a fatal one rt_mutex_lock_killable(), which otherwise waits until the
 * holder lets go.
 */
struct rt_wait_case {
	const char *name;
	bool killable;
	int sig;
	int expect;
};

static const struct rt_wait_case rt_wait_cases[] = {
	{ "interruptible_sigkill_eintr", false, SIGKILL, -EINTR },
	{ "interruptible_sigusr1_eintr", false, SIGUSR1, -EINTR },
	{ "killable_sigkill_eintr", true, SIGKILL, -EINTR },
	{ "killable_sigusr1_waits", true, SIGUSR1, 0 },
};

static void rt_wait_case_desc(const struct rt_wait_case *c, char *desc)
{
	strscpy(desc, c->name, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(rt_wait, rt_wait_cases, rt_wait_case_desc);

/* One wait of the form; on success, what it read under the rt_mutex. */
static int rt_wait_lock(struct kunit *test, struct rt_data *d, bool killable, int *seen)
{
	int ret;

	if (killable) {
		ret = rt_mutex_lock_killable(&d->mtx);
		if (!ret) {
			KUNIT_EXPECT_HELD(test, &d->mtx);
			*seen = rt_read_value(d);
			rt_mutex_unlock(&d->mtx);
		}
	} else {
		ret = rt_mutex_lock_interruptible(&d->mtx);
		if (!ret) {
			KUNIT_EXPECT_HELD(test, &d->mtx);
			*seen = rt_read_value(d);
			rt_mutex_unlock(&d->mtx);
		}
	}
	return ret;
}

static void rt_mutex_lock_wait_signal_test(struct kunit *test)
{
	const struct rt_wait_case *c = test->param_value;
	struct capability_kunit_holder h;
	struct rt_data d;
	int ret, seen = -1;

	rt_data_init(&d, 4);
	/* The holder lets go by itself after 100 ms. */
	capability_kunit_holder_start_timed(test, &h, rt_holder_fn, &d.mtx, 100);
	capability_kunit_send_self(c->sig);
	ret = rt_wait_lock(test, &d, c->killable, &seen);
	capability_kunit_clear_self(c->sig);
	KUNIT_EXPECT_EQ_MSG(test, ret, c->expect, "%s", c->name);
	KUNIT_EXPECT_EQ(test, seen, c->expect ? -1 : 4);
	KUNIT_EXPECT_NOT_HELD(test, &d.mtx);
	capability_kunit_holder_stop(&h);
	KUNIT_EXPECT_FALSE(test, rt_locked(&d));
}

static void rt_mutex_trylock_test(struct kunit *test)
{
	struct rt_data d;

	rt_data_init(&d, 0);
	if (rt_mutex_trylock(&d.mtx)) {
		KUNIT_EXPECT_HELD(test, &d.mtx);
		d.value = 8;
		rt_mutex_unlock(&d.mtx);
	} else {
		KUNIT_FAIL(test, "uncontended rt_mutex_trylock() failed");
	}
	KUNIT_EXPECT_EQ(test, rt_read_locked_once(&d), 8);
}

static void rt_mutex_trylock_contended_test(struct kunit *test)
{
	struct capability_kunit_holder h;
	struct rt_data d;

	rt_data_init(&d, 9);
	capability_kunit_holder_start(test, &h, rt_holder_fn, &d.mtx);
	if (rt_mutex_trylock(&d.mtx)) {
		KUNIT_FAIL(test, "rt_mutex_trylock() got an rt_mutex another task holds");
		rt_mutex_unlock(&d.mtx);
	}
	KUNIT_EXPECT_NOT_HELD(test, &d.mtx);
	capability_kunit_holder_stop(&h);
	if (rt_mutex_trylock(&d.mtx)) {
		KUNIT_EXPECT_EQ(test, rt_read_value(&d), 9);
		rt_mutex_unlock(&d.mtx);
	} else {
		KUNIT_FAIL(test, "rt_mutex_trylock() failed after the holder let go");
	}
}

static void rt_mutex_annotated_helpers_test(struct kunit *test)
{
	struct rt_data d;

	rt_data_init(&d, 0);
	rt_data_lock(&d);
	KUNIT_EXPECT_TRUE(test, rt_locked(&d));
	d.value = 12;
	rt_data_unlock(&d);
	KUNIT_EXPECT_FALSE(test, rt_locked(&d));
	KUNIT_EXPECT_EQ(test, rt_read_locked_once(&d), 12);
}

/* A real-time waiter: the holder inherits its priority while it waits. */
struct rt_pi_waiter {
	struct rt_data *d;
	struct completion done;
	int seen;
};

static int rt_pi_waiter_fn(void *arg)
{
	struct rt_pi_waiter *w = arg;

	sched_set_fifo_low(current);
	rt_mutex_lock(&w->d->mtx);
	w->seen = w->d->value;
	rt_mutex_unlock(&w->d->mtx);
	complete(&w->done);
	return 0;
}

static void rt_mutex_priority_inheritance_test(struct kunit *test)
{
	struct capability_kunit_holder h;
	struct rt_pi_waiter w = { .seen = -1 };
	struct task_struct *task;
	unsigned long timeout;
	bool boosted = false;
	struct rt_data d;

	rt_data_init(&d, 10);
	capability_kunit_holder_start(test, &h, rt_holder_fn, &d.mtx);
	KUNIT_EXPECT_FALSE(test, rt_task(h.task));
	w.d = &d;
	init_completion(&w.done);
	task = kthread_run(rt_pi_waiter_fn, &w, "ca_rt_waiter");
	KUNIT_ASSERT_FALSE(test, IS_ERR(task));

	timeout = jiffies + msecs_to_jiffies(5000);
	while (time_before(jiffies, timeout)) {
		if (rt_task(h.task)) {
			boosted = true;
			break;
		}
		schedule_timeout_uninterruptible(1);
	}
	KUNIT_EXPECT_TRUE_MSG(test, boosted, "the holder was not boosted by its real-time waiter");
	capability_kunit_holder_stop(&h);
	wait_for_completion(&w.done);
	KUNIT_EXPECT_EQ(test, w.seen, 10);
	KUNIT_EXPECT_FALSE(test, rt_locked(&d));
}

static void rt_mutex_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case rt_mutex_test_cases[] = {
	KUNIT_CASE(rt_mutex_lockdep_enabled_test),
	KUNIT_CASE(rt_mutex_init_test),
	KUNIT_CASE(rt_mutex_lock_unlock_test),
	KUNIT_CASE(rt_mutex_lock_nested_test),
	KUNIT_CASE(rt_mutex_lock_nest_lock_test),
	KUNIT_CASE(rt_mutex_lock_interruptible_killable_test),
	KUNIT_CASE_PARAM(rt_mutex_lock_wait_signal_test, rt_wait_gen_params),
	KUNIT_CASE(rt_mutex_trylock_test),
	KUNIT_CASE(rt_mutex_trylock_contended_test),
	KUNIT_CASE(rt_mutex_annotated_helpers_test),
	KUNIT_CASE(rt_mutex_priority_inheritance_test),
	{}
};

static struct kunit_suite rt_mutex_test_suite = {
	.name = "capability_analysis_rt_mutex",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = rt_mutex_test_cases,
};
kunit_test_suite(rt_mutex_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of struct rt_mutex");
MODULE_LICENSE("GPL");
