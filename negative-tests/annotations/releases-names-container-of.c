// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a release callback names its lock through container_of(),
 * a statement expression the analysis cannot resolve, instead of through
 * a parameter or a global.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/kref.h>
#include <linux/mutex.h>
#include <linux/slab.h>

struct session {
	struct kref ref;
	struct mutex *table_lock;
};

#ifdef FIXED
static void session_release_locked(struct session *s) __releases(s->table_lock)
{
	mutex_unlock(s->table_lock);
	kfree(s);
}
#else
static void session_release_locked(struct kref *ref)
	__releases(container_of(ref, struct session, ref)->table_lock)
{
	struct session *s = container_of(ref, struct session, ref);

	mutex_unlock(s->table_lock);
	kfree(s);
}
#endif

static void __used session_drop(struct session *s)
{
	mutex_lock(s->table_lock);
#ifdef FIXED
	session_release_locked(s);
#else
	session_release_locked(&s->ref);
#endif
}
