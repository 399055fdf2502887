// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_ww_mutex: wound/wait mutexes used
 * correctly, as the capability annotations describe them: ww_mutex_lock()
 * acquires the mutex when it returns 0 (-EDEADLK, -EALREADY and -EINTR mean
 * it did not), ww_mutex_lock_slow() always, and an acquire context is held
 * from ww_acquire_init() to ww_acquire_fini(). Compiled with the analysis
 * and -Werror; at run time the backoff paths are taken for real, against a
 * second task holding a lock with an older or a younger context.
 */

#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/ww_mutex.h>

#include "capability_kunit.h"

static DEFINE_WD_CLASS(ww_kunit_wait_die);
static DEFINE_WW_CLASS(ww_kunit_wound_wait);

struct ww_obj {
	struct ww_mutex mtx;
	int value __guarded_by(&mtx);
};

static void ww_obj_init(struct ww_obj *o, struct ww_class *class, int value)
{
	ww_mutex_init(&o->mtx, class);
	/*
	 * ww_mutex_init() needs its class, which a guard cannot pass: take the
	 * mutex. Without an acquire context, ww_mutex_lock() cannot fail.
	 */
	if (!ww_mutex_lock(&o->mtx, NULL)) {
		o->value = value;
		ww_mutex_unlock(&o->mtx);
	}
}

/* The analysis cannot see that this is the same object; see its users. */
static noinline struct ww_obj *ww_obj_alias(struct ww_obj *o)
{
	return o;
}

#define KUNIT_EXPECT_WW_HELD(test, o)					\
	do {								\
		KUNIT_EXPECT_TRUE(test, ww_mutex_is_locked(&(o)->mtx));	\
		KUNIT_EXPECT_HELD(test, &(o)->mtx.base);		\
	} while (0)

#define KUNIT_EXPECT_WW_FREE(test, o)					\
	do {								\
		KUNIT_EXPECT_FALSE(test, ww_mutex_is_locked(&(o)->mtx)); \
		KUNIT_EXPECT_NOT_HELD(test, &(o)->mtx.base);		\
	} while (0)

static int ww_obj_read(struct ww_obj *o)
	__must_hold(&o->mtx)
{
	return o->value;
}

static void ww_obj_unlock(struct ww_obj *o)
	__releases(&o->mtx)
{
	ww_mutex_unlock(&o->mtx);
}

/*
 * After -EDEADLK, holding nothing in @ctx: wait for @contended, then take
 * @other too, backing off again for as long as that says -EDEADLK (which
 * CONFIG_DEBUG_WW_MUTEX_SLOWPATH also injects now and then).
 */
static void ww_lock_both_slow(struct ww_obj *contended, struct ww_obj *other,
			      struct ww_acquire_ctx *ctx, int *backoffs)
	__acquires(&contended->mtx) __acquires(&other->mtx)
{
	ww_mutex_lock_slow(&contended->mtx, ctx);
	if (!ww_mutex_lock(&other->mtx, ctx))
		return;
	(*backoffs)++;
	ww_mutex_unlock(&contended->mtx);
	ww_lock_both_slow(other, contended, ctx, backoffs);
}

/* Takes @a and @b in @ctx, which holds nothing else; returns the backoffs. */
static int ww_lock_pair(struct ww_obj *a, struct ww_obj *b, struct ww_acquire_ctx *ctx)
	__acquires(&a->mtx) __acquires(&b->mtx)
{
	int backoffs = 0;

	if (ww_mutex_lock(&a->mtx, ctx)) {
		backoffs++;
		ww_lock_both_slow(a, b, ctx, &backoffs);
		return backoffs;
	}
	if (ww_mutex_lock(&b->mtx, ctx)) {
		backoffs++;
		ww_mutex_unlock(&a->mtx);
		ww_lock_both_slow(b, a, ctx, &backoffs);
	}
	return backoffs;
}

/*
 * A second task holding @h->lock (a struct ww_obj of the wait-die class) in
 * a context of its own.
 */
static int ww_ctx_holder_fn(void *arg)
{
	struct capability_kunit_holder *h = arg;
	struct ww_obj *o = h->lock;
	struct ww_acquire_ctx ctx;
	int ret;

	ww_acquire_init(&ctx, &ww_kunit_wait_die);
	/* A local: the analysis follows a trylock result only through one. */
	ret = ww_mutex_lock(&o->mtx, &ctx);
	h->ret = ret;
	if (!ret) {
		capability_kunit_holder_hold(h);
		ww_mutex_unlock(&o->mtx);
	} else {
		capability_kunit_holder_hold(h);
	}
	ww_acquire_fini(&ctx);
	return capability_kunit_holder_done();
}

static void ww_mutex_lock_no_ctx_test(struct kunit *test)
{
	struct ww_obj o;

	ww_obj_init(&o, &ww_kunit_wait_die, 1);
	/* Without a context a ww_mutex is a plain mutex. */
	if (!ww_mutex_lock(&o.mtx, NULL)) {
		KUNIT_EXPECT_WW_HELD(test, &o);
		o.value++;
		ww_mutex_unlock(&o.mtx);
	} else {
		KUNIT_FAIL(test, "ww_mutex_lock() without a context failed");
	}
	KUNIT_EXPECT_WW_FREE(test, &o);
	if (!ww_mutex_lock_interruptible(&o.mtx, NULL)) {
		KUNIT_EXPECT_EQ(test, ww_obj_read(&o), 2);
		ww_mutex_unlock(&o.mtx);
	} else {
		KUNIT_FAIL(test, "ww_mutex_lock_interruptible() without a context failed");
	}
	KUNIT_EXPECT_WW_FREE(test, &o);
}

static void ww_acquire_ctx_test(struct kunit *test)
{
	struct ww_obj a, b;
	struct ww_acquire_ctx ctx;
	int backoffs;

	ww_obj_init(&a, &ww_kunit_wait_die, 1);
	ww_obj_init(&b, &ww_kunit_wait_die, 2);
	ww_acquire_init(&ctx, &ww_kunit_wait_die);
	KUNIT_EXPECT_HELD(test, &ctx);
	KUNIT_EXPECT_EQ(test, ctx.acquired, 0U);
	backoffs = ww_lock_pair(&a, &b, &ctx);
	/* Both taken, in this context. */
	KUNIT_EXPECT_EQ(test, ctx.acquired, 2U);
	KUNIT_EXPECT_PTR_EQ(test, READ_ONCE(a.mtx.ctx), &ctx);
	KUNIT_EXPECT_PTR_EQ(test, READ_ONCE(b.mtx.ctx), &ctx);
	ww_acquire_done(&ctx);
	KUNIT_EXPECT_WW_HELD(test, &a);
	KUNIT_EXPECT_WW_HELD(test, &b);
	a.value += b.value;
	ww_mutex_unlock(&b.mtx);
	ww_mutex_unlock(&a.mtx);
	KUNIT_EXPECT_EQ(test, ctx.acquired, 0U);
	ww_acquire_fini(&ctx);
	KUNIT_EXPECT_NOT_HELD(test, &ctx);
	KUNIT_EXPECT_WW_FREE(test, &a);
	KUNIT_EXPECT_WW_FREE(test, &b);
	kunit_info(test, "%d injected backoff(s)\n", backoffs);
}

static void ww_mutex_ealready_test(struct kunit *test)
{
	struct ww_obj a, *same;
	struct ww_acquire_ctx ctx;
	int ret;

	ww_obj_init(&a, &ww_kunit_wait_die, 3);
	same = ww_obj_alias(&a);
	ww_acquire_init(&ctx, &ww_kunit_wait_die);
	if (ww_mutex_lock(&a.mtx, &ctx)) {
		KUNIT_FAIL(test, "first ww_mutex_lock() in a fresh context failed");
		ww_acquire_fini(&ctx);
		return;
	}
	/* The same object a second time in one transaction, e.g. listed twice. */
	ret = ww_mutex_lock(&same->mtx, &ctx);
	if (!ret) {
		KUNIT_FAIL(test, "a ww_mutex was taken twice in one context");
		ww_mutex_unlock(&same->mtx);
	}
	KUNIT_EXPECT_EQ(test, ret, -EALREADY);
	/* Still held once, by the first lock. */
	KUNIT_EXPECT_EQ(test, ctx.acquired, 1U);
	KUNIT_EXPECT_WW_HELD(test, &a);
	KUNIT_EXPECT_EQ(test, ww_obj_read(&a), 3);
	ww_obj_unlock(&a);
	ww_acquire_fini(&ctx);
	KUNIT_EXPECT_WW_FREE(test, &a);
}

static void ww_mutex_trylock_test(struct kunit *test)
{
	struct ww_obj a;
	struct ww_acquire_ctx ctx;
	int taken = 0;

	ww_obj_init(&a, &ww_kunit_wait_die, 0);
	if (ww_mutex_trylock(&a.mtx, NULL)) {
		KUNIT_EXPECT_WW_HELD(test, &a);
		a.value++;
		taken++;
		ww_mutex_unlock(&a.mtx);
	}
	ww_acquire_init(&ctx, &ww_kunit_wait_die);
	if (ww_mutex_trylock(&a.mtx, &ctx)) {
		KUNIT_EXPECT_EQ(test, ctx.acquired, 1U);
		a.value++;
		taken++;
		ww_mutex_unlock(&a.mtx);
	}
	ww_acquire_fini(&ctx);
	KUNIT_EXPECT_EQ(test, taken, 2);
	KUNIT_EXPECT_WW_FREE(test, &a);
}

static void ww_mutex_trylock_contended_test(struct kunit *test)
{
	struct capability_kunit_holder h;
	struct ww_acquire_ctx ctx;
	struct ww_obj a;

	ww_obj_init(&a, &ww_kunit_wait_die, 4);
	capability_kunit_holder_start(test, &h, ww_ctx_holder_fn, &a);
	KUNIT_ASSERT_EQ(test, h.ret, 0);
	if (ww_mutex_trylock(&a.mtx, NULL)) {
		KUNIT_FAIL(test, "ww_mutex_trylock() got a mutex another task holds");
		ww_mutex_unlock(&a.mtx);
	}
	ww_acquire_init(&ctx, &ww_kunit_wait_die);
	if (ww_mutex_trylock(&a.mtx, &ctx)) {
		KUNIT_FAIL(test, "ww_mutex_trylock() in a context got a held mutex");
		ww_mutex_unlock(&a.mtx);
	}
	KUNIT_EXPECT_EQ(test, ctx.acquired, 0U);
	ww_acquire_fini(&ctx);
	KUNIT_EXPECT_NOT_HELD(test, &a.mtx.base);
	capability_kunit_holder_stop(&h);
	KUNIT_EXPECT_WW_FREE(test, &a);
}

static void ww_mutex_lock_interruptible_eintr_test(struct kunit *test)
{
	struct capability_kunit_holder h;
	struct ww_acquire_ctx ctx;
	struct ww_obj a;
	int ret;

	ww_obj_init(&a, &ww_kunit_wait_die, 5);
	capability_kunit_holder_start(test, &h, ww_ctx_holder_fn, &a);
	KUNIT_ASSERT_EQ(test, h.ret, 0);
	/* A context that holds nothing waits; the signal ends the wait. */
	ww_acquire_init(&ctx, &ww_kunit_wait_die);
	capability_kunit_signal_self();
	ret = ww_mutex_lock_interruptible(&a.mtx, &ctx);
	if (!ret) {
		KUNIT_FAIL(test, "ww_mutex_lock_interruptible() got a held mutex");
		ww_mutex_unlock(&a.mtx);
	}
	capability_kunit_clear_signal();
	KUNIT_EXPECT_EQ(test, ret, -EINTR);
	KUNIT_EXPECT_EQ(test, ctx.acquired, 0U);
	capability_kunit_holder_stop(&h);

	ret = ww_mutex_lock_interruptible(&a.mtx, &ctx);
	if (!ret) {
		KUNIT_EXPECT_EQ(test, ww_obj_read(&a), 5);
		ww_mutex_unlock(&a.mtx);
	}
	KUNIT_EXPECT_EQ(test, ret, 0);
	ww_acquire_fini(&ctx);
	KUNIT_EXPECT_WW_FREE(test, &a);
}

/*
 * Wait-die: a younger context that holds a lock and wants one an older
 * context holds must back off (-EDEADLK), then wait for that lock alone.
 */
static void ww_mutex_edeadlk_backoff_test(struct kunit *test)
{
	struct capability_kunit_holder h;
	struct ww_acquire_ctx ctx;
	struct ww_obj x, y;
	int ret, backoffs = 0;

	ww_obj_init(&x, &ww_kunit_wait_die, 10);
	ww_obj_init(&y, &ww_kunit_wait_die, 20);
	/* The holder's context is initialized first: it is the older one. */
	capability_kunit_holder_start(test, &h, ww_ctx_holder_fn, &x);
	KUNIT_ASSERT_EQ(test, h.ret, 0);
	ww_acquire_init(&ctx, &ww_kunit_wait_die);
	if (ww_mutex_lock(&y.mtx, &ctx)) {
		KUNIT_FAIL(test, "first ww_mutex_lock() in a fresh context failed");
		ww_acquire_fini(&ctx);
		capability_kunit_holder_stop(&h);
		return;
	}
	ret = ww_mutex_lock(&x.mtx, &ctx);
	if (!ret) {
		KUNIT_FAIL(test, "took a mutex an older context holds");
		ww_mutex_unlock(&x.mtx);
	}
	KUNIT_EXPECT_EQ(test, ret, -EDEADLK);
	KUNIT_EXPECT_EQ(test, ctx.acquired, 1U);
#ifdef DEBUG_WW_MUTEXES
	KUNIT_EXPECT_PTR_EQ(test, ctx.contending_lock, (void *)&x.mtx);
#endif

	/* Back off, let the older one finish, then wait for the contended lock. */
	ww_mutex_unlock(&y.mtx);
	capability_kunit_holder_stop(&h);
	ww_lock_both_slow(&x, &y, &ctx, &backoffs);
	ww_acquire_done(&ctx);
	KUNIT_EXPECT_WW_HELD(test, &x);
	KUNIT_EXPECT_WW_HELD(test, &y);
	x.value += ww_obj_read(&y);
	ww_mutex_unlock(&y.mtx);
	ww_obj_unlock(&x);
	ww_acquire_fini(&ctx);
	KUNIT_EXPECT_WW_FREE(test, &x);
	KUNIT_EXPECT_WW_FREE(test, &y);
}

static void ww_mutex_lock_slow_interruptible_test(struct kunit *test)
{
	struct capability_kunit_holder h;
	struct ww_acquire_ctx ctx;
	struct ww_obj x, y;
	int ret;

	ww_obj_init(&x, &ww_kunit_wait_die, 1);
	ww_obj_init(&y, &ww_kunit_wait_die, 2);
	capability_kunit_holder_start(test, &h, ww_ctx_holder_fn, &x);
	KUNIT_ASSERT_EQ(test, h.ret, 0);
	ww_acquire_init(&ctx, &ww_kunit_wait_die);
	if (!ww_mutex_lock(&y.mtx, &ctx)) {
		ret = ww_mutex_lock(&x.mtx, &ctx);
		if (!ret)
			ww_mutex_unlock(&x.mtx);
		KUNIT_EXPECT_EQ(test, ret, -EDEADLK);
		ww_mutex_unlock(&y.mtx);
	}
	/* The slow path waits for the contended lock: a signal interrupts it. */
	capability_kunit_signal_self();
	ret = ww_mutex_lock_slow_interruptible(&x.mtx, &ctx);
	if (!ret) {
		KUNIT_FAIL(test, "ww_mutex_lock_slow_interruptible() got a held mutex");
		ww_mutex_unlock(&x.mtx);
	}
	capability_kunit_clear_signal();
	KUNIT_EXPECT_EQ(test, ret, -EINTR);
	KUNIT_EXPECT_EQ(test, ctx.acquired, 0U);

	capability_kunit_holder_stop(&h);
	ret = ww_mutex_lock_slow_interruptible(&x.mtx, &ctx);
	if (!ret) {
		KUNIT_EXPECT_WW_HELD(test, &x);
		KUNIT_EXPECT_EQ(test, ww_obj_read(&x), 1);
		ww_mutex_unlock(&x.mtx);
	}
	KUNIT_EXPECT_EQ(test, ret, 0);
	ww_acquire_fini(&ctx);
	KUNIT_EXPECT_WW_FREE(test, &x);
}

/* A holder that lets go by itself after a while, for an older context to wait on. */
struct ww_timed_holder {
	struct ww_obj *o;
	struct completion held;
	struct completion done;
	bool released;
};

static int ww_timed_holder_fn(void *arg)
{
	struct ww_timed_holder *t = arg;
	struct ww_acquire_ctx ctx;

	ww_acquire_init(&ctx, &ww_kunit_wait_die);
	if (!ww_mutex_lock(&t->o->mtx, &ctx)) {
		complete(&t->held);
		msleep(50);
		WRITE_ONCE(t->released, true);
		ww_mutex_unlock(&t->o->mtx);
	} else {
		complete(&t->held);
	}
	ww_acquire_fini(&ctx);
	complete(&t->done);
	return 0;
}

static void ww_mutex_older_context_waits_test(struct kunit *test)
{
	struct ww_timed_holder t = { .released = false };
	struct ww_acquire_ctx ctx;
	struct task_struct *task;
	struct ww_obj x, y;
	int ret;

	ww_obj_init(&x, &ww_kunit_wait_die, 7);
	ww_obj_init(&y, &ww_kunit_wait_die, 8);
	/* This context is initialized first: it is the older one. */
	ww_acquire_init(&ctx, &ww_kunit_wait_die);
	t.o = &x;
	init_completion(&t.held);
	init_completion(&t.done);
	task = kthread_run(ww_timed_holder_fn, &t, "ca_ww_holder");
	KUNIT_ASSERT_FALSE(test, IS_ERR(task));
	wait_for_completion(&t.held);

	if (!ww_mutex_lock(&y.mtx, &ctx)) {
		/* Older than the holder: no -EDEADLK, it waits for the lock. */
		ret = ww_mutex_lock(&x.mtx, &ctx);
		if (!ret) {
			KUNIT_EXPECT_TRUE(test, READ_ONCE(t.released));
			KUNIT_EXPECT_EQ(test, ww_obj_read(&x) + ww_obj_read(&y), 15);
			ww_mutex_unlock(&x.mtx);
		}
		/* Only the debug slow path may inject a backoff here. */
		if (ret != -EDEADLK || !IS_ENABLED(CONFIG_DEBUG_WW_MUTEX_SLOWPATH))
			KUNIT_EXPECT_EQ(test, ret, 0);
		ww_mutex_unlock(&y.mtx);
	} else {
		KUNIT_FAIL(test, "first ww_mutex_lock() in a fresh context failed");
	}
	ww_acquire_fini(&ctx);
	wait_for_completion(&t.done);
	KUNIT_EXPECT_WW_FREE(test, &x);
}

/*
 * Wound-wait: an older context that wants a lock a younger one holds
 * wounds the younger, whose next wait for a lock fails with -EDEADLK.
 */
struct ww_wounder {
	struct ww_obj *x;
	struct ww_obj *z;
	struct completion ready;
	struct completion go;
	struct completion done;
	int sum;
};

static int ww_wounder_fn(void *arg)
{
	struct ww_wounder *w = arg;
	struct ww_acquire_ctx ctx;
	int backoffs = 0;

	ww_acquire_init(&ctx, &ww_kunit_wound_wait);
	if (ww_mutex_lock(&w->z->mtx, &ctx)) {
		/* Cannot happen: a fresh context waits. */
		complete(&w->ready);
		ww_acquire_fini(&ctx);
		complete(&w->done);
		return 0;
	}
	complete(&w->ready);
	wait_for_completion(&w->go);
	/* Waits for x, wounding its younger holder. */
	if (ww_mutex_lock(&w->x->mtx, &ctx)) {
		/* Only the debug slow path injects a backoff here. */
		ww_mutex_unlock(&w->z->mtx);
		ww_lock_both_slow(w->x, w->z, &ctx, &backoffs);
	}
	w->sum = ww_obj_read(w->x) + ww_obj_read(w->z);
	ww_mutex_unlock(&w->x->mtx);
	ww_mutex_unlock(&w->z->mtx);
	ww_acquire_fini(&ctx);
	complete(&w->done);
	return 0;
}

static void ww_mutex_wound_wait_test(struct kunit *test)
{
	struct ww_wounder w = { .sum = -1 };
	struct ww_acquire_ctx ctx;
	struct task_struct *task;
	unsigned long timeout;
	struct ww_obj x, z;
	int ret, backoffs = 0;

	ww_obj_init(&x, &ww_kunit_wound_wait, 1);
	ww_obj_init(&z, &ww_kunit_wound_wait, 2);
	w.x = &x;
	w.z = &z;
	init_completion(&w.ready);
	init_completion(&w.go);
	init_completion(&w.done);
	task = kthread_run(ww_wounder_fn, &w, "ca_ww_wounder");
	KUNIT_ASSERT_FALSE(test, IS_ERR(task));
	/* The other context is initialized first (the older) and holds z. */
	wait_for_completion(&w.ready);
	ww_acquire_init(&ctx, &ww_kunit_wound_wait);
	if (ww_mutex_lock(&x.mtx, &ctx)) {
		KUNIT_FAIL(test, "first ww_mutex_lock() in a fresh context failed");
		complete(&w.go);
		wait_for_completion(&w.done);
		ww_acquire_fini(&ctx);
		return;
	}
	complete(&w.go);
	timeout = jiffies + msecs_to_jiffies(5000);
	while (!READ_ONCE(ctx.wounded) && time_before(jiffies, timeout))
		usleep_range(500, 1000);
	KUNIT_EXPECT_TRUE(test, READ_ONCE(ctx.wounded));

	/* Wounded: waiting for z, held by the older context, fails. */
	ret = ww_mutex_lock(&z.mtx, &ctx);
	if (!ret) {
		KUNIT_FAIL(test, "a wounded context took a lock it had to wait for");
		ww_mutex_unlock(&z.mtx);
	}
	KUNIT_EXPECT_EQ(test, ret, -EDEADLK);
	KUNIT_EXPECT_WW_HELD(test, &x);
	/* Back off: the older context gets x and finishes. */
	ww_mutex_unlock(&x.mtx);
	wait_for_completion(&w.done);
	KUNIT_EXPECT_EQ(test, w.sum, 3);

	ww_lock_both_slow(&z, &x, &ctx, &backoffs);
	KUNIT_EXPECT_WW_HELD(test, &x);
	KUNIT_EXPECT_WW_HELD(test, &z);
	z.value += ww_obj_read(&x);
	ww_mutex_unlock(&x.mtx);
	ww_mutex_unlock(&z.mtx);
	ww_acquire_fini(&ctx);
	KUNIT_EXPECT_WW_FREE(test, &z);
}

static void ww_mutex_annotated_helpers_test(struct kunit *test)
{
	struct ww_obj a, b;
	struct ww_acquire_ctx ctx;

	ww_obj_init(&a, &ww_kunit_wound_wait, 30);
	ww_obj_init(&b, &ww_kunit_wound_wait, 40);
	ww_acquire_init(&ctx, &ww_kunit_wound_wait);
	ww_lock_pair(&b, &a, &ctx);
	ww_acquire_done(&ctx);
	KUNIT_EXPECT_EQ(test, ww_obj_read(&a) + ww_obj_read(&b), 70);
	ww_obj_unlock(&a);
	/*
	 * Lockdep merges the held locks of one class taken under one
	 * context and matches them by class: with b still held, it cannot
	 * tell that a is free. The mutex itself can.
	 */
	KUNIT_EXPECT_FALSE(test, ww_mutex_is_locked(&a.mtx));
	KUNIT_EXPECT_WW_HELD(test, &b);
	ww_obj_unlock(&b);
	ww_acquire_fini(&ctx);
	KUNIT_EXPECT_WW_FREE(test, &a);
	KUNIT_EXPECT_WW_FREE(test, &b);
}

static void ww_mutex_lock_interruptible_sigusr1_test(struct kunit *test)
{
	struct capability_kunit_holder h;
	struct ww_acquire_ctx ctx;
	struct ww_obj a;
	int ret;

	ww_obj_init(&a, &ww_kunit_wait_die, 6);
	capability_kunit_holder_start(test, &h, ww_ctx_holder_fn, &a);
	KUNIT_ASSERT_EQ(test, h.ret, 0);
	ww_acquire_init(&ctx, &ww_kunit_wait_die);
	/* Any signal interrupts the wait, not only a fatal one. */
	capability_kunit_send_self(SIGUSR1);
	ret = ww_mutex_lock_interruptible(&a.mtx, &ctx);
	if (!ret) {
		KUNIT_FAIL(test, "ww_mutex_lock_interruptible() got a held mutex");
		ww_mutex_unlock(&a.mtx);
	}
	capability_kunit_clear_self(SIGUSR1);
	KUNIT_EXPECT_EQ(test, ret, -EINTR);
	KUNIT_EXPECT_EQ(test, ctx.acquired, 0U);
	ww_acquire_fini(&ctx);
	capability_kunit_holder_stop(&h);
	KUNIT_EXPECT_WW_FREE(test, &a);
}

static void ww_mutex_lock_no_ctx_waits_test(struct kunit *test)
{
	struct capability_kunit_holder h;
	struct ww_obj a;

	ww_obj_init(&a, &ww_kunit_wait_die, 9);
	/* Without a context there is no backoff: it waits for the holder. */
	capability_kunit_holder_start_timed(test, &h, ww_ctx_holder_fn, &a, 50);
	KUNIT_ASSERT_EQ(test, h.ret, 0);
	if (!ww_mutex_lock(&a.mtx, NULL)) {
		KUNIT_EXPECT_WW_HELD(test, &a);
		a.value++;
		ww_mutex_unlock(&a.mtx);
	} else {
		KUNIT_FAIL(test, "ww_mutex_lock() without a context failed");
	}
	capability_kunit_holder_stop(&h);
	KUNIT_EXPECT_WW_FREE(test, &a);
	if (ww_mutex_trylock(&a.mtx, NULL)) {
		KUNIT_EXPECT_EQ(test, ww_obj_read(&a), 10);
		ww_mutex_unlock(&a.mtx);
	} else {
		KUNIT_FAIL(test, "ww_mutex_trylock() failed after the holder let go");
	}
}

static void ww_mutex_trylock_then_lock_test(struct kunit *test)
{
	struct ww_acquire_ctx ctx;
	struct ww_obj a, b;
	int ret;

	ww_obj_init(&a, &ww_kunit_wound_wait, 1);
	ww_obj_init(&b, &ww_kunit_wound_wait, 2);
	ww_acquire_init(&ctx, &ww_kunit_wound_wait);
	/* A trylock in the context counts as one of its locks. */
	if (!ww_mutex_trylock(&a.mtx, &ctx)) {
		KUNIT_FAIL(test, "uncontended ww_mutex_trylock() failed");
		ww_acquire_fini(&ctx);
		return;
	}
	KUNIT_EXPECT_EQ(test, ctx.acquired, 1U);
	ret = ww_mutex_lock(&b.mtx, &ctx);
	if (!ret) {
		KUNIT_EXPECT_EQ(test, ctx.acquired, 2U);
		b.value += ww_obj_read(&a);
		ww_mutex_unlock(&b.mtx);
	}
	/* Only the debug slow path may inject a backoff here. */
	if (ret != -EDEADLK || !IS_ENABLED(CONFIG_DEBUG_WW_MUTEX_SLOWPATH))
		KUNIT_EXPECT_EQ(test, ret, 0);
	ww_mutex_unlock(&a.mtx);
	ww_acquire_fini(&ctx);
	KUNIT_EXPECT_WW_FREE(test, &a);
	KUNIT_EXPECT_WW_FREE(test, &b);
}

static void ww_mutex_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case ww_mutex_test_cases[] = {
	KUNIT_CASE(ww_mutex_lockdep_enabled_test),
	KUNIT_CASE(ww_mutex_lock_no_ctx_test),
	KUNIT_CASE(ww_acquire_ctx_test),
	KUNIT_CASE(ww_mutex_ealready_test),
	KUNIT_CASE(ww_mutex_trylock_test),
	KUNIT_CASE(ww_mutex_trylock_contended_test),
	KUNIT_CASE(ww_mutex_lock_interruptible_eintr_test),
	KUNIT_CASE(ww_mutex_edeadlk_backoff_test),
	KUNIT_CASE(ww_mutex_lock_slow_interruptible_test),
	KUNIT_CASE(ww_mutex_older_context_waits_test),
	KUNIT_CASE(ww_mutex_wound_wait_test),
	KUNIT_CASE(ww_mutex_annotated_helpers_test),
	KUNIT_CASE(ww_mutex_lock_interruptible_sigusr1_test),
	KUNIT_CASE(ww_mutex_lock_no_ctx_waits_test),
	KUNIT_CASE(ww_mutex_trylock_then_lock_test),
	{}
};

static struct kunit_suite ww_mutex_test_suite = {
	.name = "capability_analysis_ww_mutex",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = ww_mutex_test_cases,
};
kunit_test_suite(ww_mutex_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of ww_mutex");
MODULE_LICENSE("GPL");
