// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit suite capability_analysis_refcount: the helpers that drop a reference
 * and take a lock only for the last one, used correctly, as the capability
 * annotations describe them: refcount_dec_and_lock() and friends and
 * atomic_dec_and_lock() and friends acquire the lock when they return true,
 * and kref_put_mutex() and kref_put_lock() call a release function, annotated
 * __releases(), with the lock held. Compiled with the analysis and -Werror;
 * at run time each case takes both outcomes, and checks that the lock is
 * held exactly when the helper said so.
 */

#include <linux/atomic.h>
#include <linux/irqflags.h>
#include <linux/kref.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/refcount.h>
#include <linux/spinlock.h>

#include "capability_kunit.h"

/* An object on a list of live objects, unlinked by its last put. */
struct ref_registry {
	spinlock_t lock;
	raw_spinlock_t raw_lock;
	struct mutex mutex;
	int live __guarded_by(&lock);
	int raw_live __guarded_by(&raw_lock);
	int mutex_live __guarded_by(&mutex);
	struct list_head objs __guarded_by(&mutex);
};

struct ref_obj {
	refcount_t ref;
	atomic_t count;
	struct kref kref;
	struct list_head node;
	bool released;
	bool released_with_lock;
};

static void ref_registry_init(struct ref_registry *r, int live)
{
	guard(spinlock_init)(&r->lock);
	guard(raw_spinlock_init)(&r->raw_lock);
	guard(mutex_init)(&r->mutex);
	r->live = live;
	r->raw_live = live;
	r->mutex_live = live;
	INIT_LIST_HEAD(&r->objs);
}

static void ref_obj_init(struct ref_obj *o, unsigned int refs)
{
	refcount_set(&o->ref, refs);
	atomic_set(&o->count, refs);
	kref_init(&o->kref);
	INIT_LIST_HEAD(&o->node);
	o->released = false;
	o->released_with_lock = false;
}

static void ref_registry_unlink(struct ref_registry *r, struct ref_obj *o)
	__must_hold(&r->mutex)
{
	list_del_init(&o->node);
	r->mutex_live--;
}

static int ref_registry_live(struct ref_registry *r)
{
	int live;

	spin_lock(&r->lock);
	live = r->live;
	spin_unlock(&r->lock);
	return live;
}

static int ref_registry_mutex_live(struct ref_registry *r)
{
	int live;

	mutex_lock(&r->mutex);
	live = r->mutex_live;
	mutex_unlock(&r->mutex);
	return live;
}

static void refcount_dec_and_lock_test(struct kunit *test)
{
	struct ref_registry r;
	struct ref_obj o;

	ref_registry_init(&r, 1);
	ref_obj_init(&o, 2);
	/* 2 -> 1: not the last reference, the lock is not taken. */
	if (refcount_dec_and_lock(&o.ref, &r.lock)) {
		KUNIT_FAIL(test, "took the lock for a reference that was not the last");
		spin_unlock(&r.lock);
	}
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&r.lock));
	KUNIT_EXPECT_EQ(test, refcount_read(&o.ref), 1U);

	/* 1 -> 0: the last reference returns with the lock held. */
	if (refcount_dec_and_lock(&o.ref, &r.lock)) {
		KUNIT_EXPECT_TRUE(test, spin_is_locked(&r.lock));
		KUNIT_EXPECT_HELD(test, &r.lock);
		r.live--;
		spin_unlock(&r.lock);
	} else {
		KUNIT_FAIL(test, "the last reference did not take the lock");
	}
	KUNIT_EXPECT_EQ(test, refcount_read(&o.ref), 0U);
	KUNIT_EXPECT_EQ(test, ref_registry_live(&r), 0);
}

static void refcount_dec_and_lock_irqsave_test(struct kunit *test)
{
	struct ref_registry r;
	unsigned long flags;
	struct ref_obj o;

	ref_registry_init(&r, 1);
	ref_obj_init(&o, 2);
	if (refcount_dec_and_lock_irqsave(&o.ref, &r.lock, &flags)) {
		KUNIT_FAIL(test, "took the lock for a reference that was not the last");
		spin_unlock_irqrestore(&r.lock, flags);
	}
	/* Not taken: interrupts were left alone. */
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	if (refcount_dec_and_lock_irqsave(&o.ref, &r.lock, &flags)) {
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, flags, false);
		KUNIT_EXPECT_HELD(test, &r.lock);
		r.live--;
		spin_unlock_irqrestore(&r.lock, flags);
	} else {
		KUNIT_FAIL(test, "the last reference did not take the lock");
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_EQ(test, ref_registry_live(&r), 0);
}

static void refcount_dec_and_mutex_lock_test(struct kunit *test)
{
	struct ref_registry r;
	struct ref_obj o;

	ref_registry_init(&r, 1);
	ref_obj_init(&o, 2);
	mutex_lock(&r.mutex);
	list_add(&o.node, &r.objs);
	mutex_unlock(&r.mutex);

	if (refcount_dec_and_mutex_lock(&o.ref, &r.mutex)) {
		KUNIT_FAIL(test, "took the mutex for a reference that was not the last");
		mutex_unlock(&r.mutex);
	}
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&r.mutex));
	/* The last reference unlinks the object under the mutex. */
	if (refcount_dec_and_mutex_lock(&o.ref, &r.mutex)) {
		KUNIT_EXPECT_TRUE(test, mutex_is_locked(&r.mutex));
		KUNIT_EXPECT_HELD(test, &r.mutex);
		ref_registry_unlink(&r, &o);
		KUNIT_EXPECT_TRUE(test, list_empty(&r.objs));
		mutex_unlock(&r.mutex);
	} else {
		KUNIT_FAIL(test, "the last reference did not take the mutex");
	}
	KUNIT_EXPECT_EQ(test, ref_registry_mutex_live(&r), 0);
}

static void atomic_dec_and_lock_test(struct kunit *test)
{
	struct ref_registry r;
	struct ref_obj o;

	ref_registry_init(&r, 1);
	ref_obj_init(&o, 2);
	if (atomic_dec_and_lock(&o.count, &r.lock)) {
		KUNIT_FAIL(test, "took the lock for a count that did not reach 0");
		spin_unlock(&r.lock);
	}
	KUNIT_EXPECT_EQ(test, atomic_read(&o.count), 1);
	KUNIT_EXPECT_NOT_HELD(test, &r.lock);
	if (atomic_dec_and_lock(&o.count, &r.lock)) {
		KUNIT_EXPECT_TRUE(test, spin_is_locked(&r.lock));
		r.live--;
		spin_unlock(&r.lock);
	} else {
		KUNIT_FAIL(test, "the count reached 0 without the lock");
	}
	KUNIT_EXPECT_EQ(test, atomic_read(&o.count), 0);
	KUNIT_EXPECT_EQ(test, ref_registry_live(&r), 0);
}

static void atomic_dec_and_lock_irqsave_test(struct kunit *test)
{
	struct ref_registry r;
	unsigned long flags;
	struct ref_obj o;

	ref_registry_init(&r, 1);
	ref_obj_init(&o, 2);
	if (atomic_dec_and_lock_irqsave(&o.count, &r.lock, flags)) {
		KUNIT_FAIL(test, "took the lock for a count that did not reach 0");
		spin_unlock_irqrestore(&r.lock, flags);
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	if (atomic_dec_and_lock_irqsave(&o.count, &r.lock, flags)) {
		KUNIT_EXPECT_SLEEPING_LOCK_IRQS_OFF(test);
		KUNIT_EXPECT_SLEEPING_LOCK_SAVED(test, flags, false);
		r.live--;
		spin_unlock_irqrestore(&r.lock, flags);
	} else {
		KUNIT_FAIL(test, "the count reached 0 without the lock");
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	KUNIT_EXPECT_EQ(test, ref_registry_live(&r), 0);
}

static void atomic_dec_and_raw_lock_test(struct kunit *test)
{
	struct ref_registry r;
	unsigned long flags;
	struct ref_obj o;
	int live;

	ref_registry_init(&r, 2);
	ref_obj_init(&o, 3);
	if (atomic_dec_and_raw_lock(&o.count, &r.raw_lock)) {
		KUNIT_FAIL(test, "took the lock for a count that did not reach 0");
		raw_spin_unlock(&r.raw_lock);
	}
	KUNIT_EXPECT_FALSE(test, raw_spin_is_locked(&r.raw_lock));
	if (atomic_dec_and_raw_lock_irqsave(&o.count, &r.raw_lock, flags)) {
		KUNIT_FAIL(test, "took the lock for a count that did not reach 0");
		raw_spin_unlock_irqrestore(&r.raw_lock, flags);
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	/* A raw spinlock disables interrupts even on PREEMPT_RT. */
	if (atomic_dec_and_raw_lock_irqsave(&o.count, &r.raw_lock, flags)) {
		KUNIT_EXPECT_TRUE(test, irqs_disabled());
		KUNIT_EXPECT_FALSE(test, irqs_disabled_flags(flags));
		KUNIT_EXPECT_HELD(test, &r.raw_lock);
		r.raw_live--;
		raw_spin_unlock_irqrestore(&r.raw_lock, flags);
	} else {
		KUNIT_FAIL(test, "the count reached 0 without the lock");
	}
	KUNIT_EXPECT_FALSE(test, irqs_disabled());
	raw_spin_lock(&r.raw_lock);
	live = r.raw_live;
	raw_spin_unlock(&r.raw_lock);
	KUNIT_EXPECT_EQ(test, live, 1);
}

static void atomic_dec_and_mutex_lock_registry_test(struct kunit *test)
{
	struct ref_registry r;
	struct ref_obj a, b;

	ref_registry_init(&r, 2);
	ref_obj_init(&a, 1);
	ref_obj_init(&b, 2);
	mutex_lock(&r.mutex);
	list_add(&a.node, &r.objs);
	list_add(&b.node, &r.objs);
	mutex_unlock(&r.mutex);

	/* b keeps a reference: still listed. */
	if (atomic_dec_and_mutex_lock(&b.count, &r.mutex)) {
		KUNIT_FAIL(test, "took the mutex for a count that did not reach 0");
		ref_registry_unlink(&r, &b);
		mutex_unlock(&r.mutex);
	}
	/* a's last reference: unlinked under the mutex. */
	if (atomic_dec_and_mutex_lock(&a.count, &r.mutex)) {
		KUNIT_EXPECT_HELD(test, &r.mutex);
		ref_registry_unlink(&r, &a);
		mutex_unlock(&r.mutex);
	} else {
		KUNIT_FAIL(test, "the count reached 0 without the mutex");
	}
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&r.mutex));
	mutex_lock(&r.mutex);
	KUNIT_EXPECT_EQ(test, r.mutex_live, 1);
	KUNIT_EXPECT_TRUE(test, list_is_singular(&r.objs));
	KUNIT_EXPECT_PTR_EQ(test, r.objs.next, &b.node);
	mutex_unlock(&r.mutex);
}

/*
 * kref_put_mutex() and kref_put_lock(): the release function gets the lock
 * held and releases it. The registry is global, so that the release
 * function can name its lock.
 */
static DEFINE_MUTEX(kref_registry_mutex);
static DEFINE_SPINLOCK(kref_registry_lock);
static int kref_registry_live __guarded_by(&kref_registry_mutex);
static int kref_registry_spin_live __guarded_by(&kref_registry_lock);

static void kref_registry_reset(int live)
{
	mutex_lock(&kref_registry_mutex);
	kref_registry_live = live;
	mutex_unlock(&kref_registry_mutex);
	spin_lock(&kref_registry_lock);
	kref_registry_spin_live = live;
	spin_unlock(&kref_registry_lock);
}

static void ref_obj_release_mutex(struct kref *kref)
	__releases(&kref_registry_mutex)
{
	struct ref_obj *o = container_of(kref, struct ref_obj, kref);

	o->released = true;
	o->released_with_lock = mutex_is_locked(&kref_registry_mutex);
	kref_registry_live--;
	mutex_unlock(&kref_registry_mutex);
}

static void ref_obj_release_lock(struct kref *kref)
	__releases(&kref_registry_lock)
{
	struct ref_obj *o = container_of(kref, struct ref_obj, kref);

	o->released = true;
	o->released_with_lock = spin_is_locked(&kref_registry_lock);
	kref_registry_spin_live--;
	spin_unlock(&kref_registry_lock);
}

static int kref_registry_mutex_live(void)
{
	int live;

	mutex_lock(&kref_registry_mutex);
	live = kref_registry_live;
	mutex_unlock(&kref_registry_mutex);
	return live;
}

static void kref_put_mutex_test(struct kunit *test)
{
	struct ref_obj o;

	kref_registry_reset(1);
	ref_obj_init(&o, 1);
	kref_get(&o.kref);
	/* Not the last reference: no release, no mutex. */
	KUNIT_EXPECT_EQ(test, kref_put_mutex(&o.kref, ref_obj_release_mutex,
					     &kref_registry_mutex), 0);
	KUNIT_EXPECT_FALSE(test, o.released);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&kref_registry_mutex));
	/* The last: released with the mutex held, which the release let go. */
	KUNIT_EXPECT_EQ(test, kref_put_mutex(&o.kref, ref_obj_release_mutex,
					     &kref_registry_mutex), 1);
	KUNIT_EXPECT_TRUE(test, o.released);
	KUNIT_EXPECT_TRUE(test, o.released_with_lock);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&kref_registry_mutex));
	KUNIT_EXPECT_NOT_HELD(test, &kref_registry_mutex);
	KUNIT_EXPECT_EQ(test, kref_registry_mutex_live(), 0);
}

static void kref_put_lock_test(struct kunit *test)
{
	struct ref_obj o;
	int live;

	kref_registry_reset(1);
	ref_obj_init(&o, 1);
	kref_get(&o.kref);
	KUNIT_EXPECT_EQ(test, kref_put_lock(&o.kref, ref_obj_release_lock,
					    &kref_registry_lock), 0);
	KUNIT_EXPECT_FALSE(test, o.released);
	KUNIT_EXPECT_EQ(test, kref_put_lock(&o.kref, ref_obj_release_lock,
					    &kref_registry_lock), 1);
	KUNIT_EXPECT_TRUE(test, o.released);
	KUNIT_EXPECT_TRUE(test, o.released_with_lock);
	KUNIT_EXPECT_FALSE(test, spin_is_locked(&kref_registry_lock));
	spin_lock(&kref_registry_lock);
	live = kref_registry_spin_live;
	spin_unlock(&kref_registry_lock);
	KUNIT_EXPECT_EQ(test, live, 0);
}

static void kref_put_many_test(struct kunit *test)
{
	struct ref_obj objs[4];
	int i, released = 0;

	kref_registry_reset(ARRAY_SIZE(objs));
	for (i = 0; i < ARRAY_SIZE(objs); i++) {
		ref_obj_init(&objs[i], 1);
		if (i % 2)
			kref_get(&objs[i].kref);
	}
	/* Only the objects with a single reference go. */
	for (i = 0; i < ARRAY_SIZE(objs); i++)
		released += kref_put_mutex(&objs[i].kref, ref_obj_release_mutex,
					   &kref_registry_mutex);
	KUNIT_EXPECT_EQ(test, released, 2);
	KUNIT_EXPECT_EQ(test, kref_registry_mutex_live(), 2);
	for (i = 0; i < ARRAY_SIZE(objs); i++)
		KUNIT_EXPECT_EQ_MSG(test, objs[i].released, !(i % 2), "object %d", i);
	KUNIT_EXPECT_FALSE(test, mutex_is_locked(&kref_registry_mutex));
}

static int ref_mutex_holder_fn(void *arg)
{
	struct capability_kunit_holder *h = arg;
	struct mutex *m = h->lock;

	mutex_lock(m);
	capability_kunit_holder_hold(h);
	mutex_unlock(m);
	return capability_kunit_holder_done();
}

static void refcount_dec_and_mutex_lock_waits_test(struct kunit *test)
{
	struct capability_kunit_holder h;
	struct ref_registry r;
	struct ref_obj o;

	ref_registry_init(&r, 1);
	ref_obj_init(&o, 2);
	capability_kunit_holder_start_timed(test, &h, ref_mutex_holder_fn, &r.mutex, 50);
	/* Not the last: drops the reference without touching the held mutex. */
	if (refcount_dec_and_mutex_lock(&o.ref, &r.mutex)) {
		KUNIT_FAIL(test, "took the mutex for a reference that was not the last");
		mutex_unlock(&r.mutex);
	}
	KUNIT_EXPECT_EQ(test, refcount_read(&o.ref), 1U);
	/* The last: waits for the holder, then returns with the mutex. */
	if (refcount_dec_and_mutex_lock(&o.ref, &r.mutex)) {
		KUNIT_EXPECT_HELD(test, &r.mutex);
		r.mutex_live--;
		mutex_unlock(&r.mutex);
	} else {
		KUNIT_FAIL(test, "the last reference did not take the mutex");
	}
	capability_kunit_holder_stop(&h);
	KUNIT_EXPECT_EQ(test, ref_registry_mutex_live(&r), 0);
}

/* A lookup under the registry mutex takes a reference only while one is left. */
static struct ref_obj *kref_registry_lookup(struct list_head *objs)
	__must_hold(&kref_registry_mutex)
{
	struct ref_obj *o;

	list_for_each_entry(o, objs, node) {
		if (kref_get_unless_zero(&o->kref))
			return o;
	}
	return NULL;
}

static void ref_obj_release_unlink(struct kref *kref)
	__releases(&kref_registry_mutex)
{
	struct ref_obj *o = container_of(kref, struct ref_obj, kref);

	list_del_init(&o->node);
	o->released = true;
	kref_registry_live--;
	mutex_unlock(&kref_registry_mutex);
}

static void kref_put_mutex_vs_lookup_test(struct kunit *test)
{
	LIST_HEAD(objs);
	struct ref_obj o, *found;

	kref_registry_reset(1);
	ref_obj_init(&o, 1);
	mutex_lock(&kref_registry_mutex);
	list_add(&o.node, &objs);
	found = kref_registry_lookup(&objs);
	mutex_unlock(&kref_registry_mutex);
	KUNIT_EXPECT_PTR_EQ(test, found, &o);
	/* Two references now: the first put leaves it listed. */
	KUNIT_EXPECT_EQ(test, kref_put_mutex(&o.kref, ref_obj_release_unlink,
					     &kref_registry_mutex), 0);
	KUNIT_EXPECT_EQ(test, kref_put_mutex(&o.kref, ref_obj_release_unlink,
					     &kref_registry_mutex), 1);
	KUNIT_EXPECT_TRUE(test, o.released);
	/* Unlinked under the mutex by the last put: lookups find nothing. */
	mutex_lock(&kref_registry_mutex);
	found = kref_registry_lookup(&objs);
	KUNIT_EXPECT_TRUE(test, list_empty(&objs));
	mutex_unlock(&kref_registry_mutex);
	KUNIT_EXPECT_NULL(test, found);
	KUNIT_EXPECT_EQ(test, kref_registry_mutex_live(), 0);
}

/* Drops one reference from another task: 1 if that was the last one. */
struct ref_put_arg {
	struct ref_registry *r;
	struct ref_obj *o;
};

static int ref_put_fn(void *arg)
{
	struct ref_put_arg *a = arg;

	if (!refcount_dec_and_lock(&a->o->ref, &a->r->lock))
		return 0;
	a->r->live--;
	spin_unlock(&a->r->lock);
	return 1;
}

static void refcount_dec_and_lock_two_tasks_test(struct kunit *test)
{
	struct ref_put_arg a;
	struct ref_registry r;
	struct ref_obj o;
	int last_here = 0;

	ref_registry_init(&r, 1);
	ref_obj_init(&o, 2);
	a.r = &r;
	a.o = &o;
	/* Each task drops one reference: only the last one takes the lock. */
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, ref_put_fn, &a), 0);
	if (refcount_dec_and_lock(&o.ref, &r.lock)) {
		last_here = 1;
		r.live--;
		spin_unlock(&r.lock);
	}
	KUNIT_EXPECT_EQ(test, last_here, 1);
	KUNIT_EXPECT_EQ(test, ref_registry_live(&r), 0);

	/* The other way round. */
	ref_registry_init(&r, 1);
	ref_obj_init(&o, 2);
	if (refcount_dec_and_lock(&o.ref, &r.lock)) {
		KUNIT_FAIL(test, "took the lock for a reference that was not the last");
		spin_unlock(&r.lock);
	}
	KUNIT_EXPECT_EQ(test, capability_kunit_in_other_task(test, ref_put_fn, &a), 1);
	KUNIT_EXPECT_EQ(test, ref_registry_live(&r), 0);
}

static void refcount_lockdep_enabled_test(struct kunit *test)
{
	capability_kunit_lockdep_case(test);
}

static struct kunit_case refcount_test_cases[] = {
	KUNIT_CASE(refcount_lockdep_enabled_test),
	KUNIT_CASE(refcount_dec_and_lock_test),
	KUNIT_CASE(refcount_dec_and_lock_irqsave_test),
	KUNIT_CASE(refcount_dec_and_mutex_lock_test),
	KUNIT_CASE(atomic_dec_and_lock_test),
	KUNIT_CASE(atomic_dec_and_lock_irqsave_test),
	KUNIT_CASE(atomic_dec_and_raw_lock_test),
	KUNIT_CASE(atomic_dec_and_mutex_lock_registry_test),
	KUNIT_CASE(kref_put_mutex_test),
	KUNIT_CASE(kref_put_lock_test),
	KUNIT_CASE(kref_put_many_test),
	KUNIT_CASE(refcount_dec_and_mutex_lock_waits_test),
	KUNIT_CASE(kref_put_mutex_vs_lookup_test),
	KUNIT_CASE(refcount_dec_and_lock_two_tasks_test),
	{}
};

static struct kunit_suite refcount_test_suite = {
	.name = "capability_analysis_refcount",
	.init = capability_kunit_init,
	.exit = capability_kunit_exit,
	.test_cases = refcount_test_cases,
};
kunit_test_suite(refcount_test_suite);

MODULE_DESCRIPTION("KUnit tests for capability analysis of the conditional locking helpers");
MODULE_LICENSE("GPL");
