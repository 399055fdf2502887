// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: passes the parent again to mutex_lock_nested() instead of the
 * child; the lockdep subclass does not make it a different lock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/lockdep.h>
#include <linux/mutex.h>

struct node {
	struct mutex mtx;
	int value __guarded_by(&mtx);
};

static void __used node_copy_to_child(struct node *parent, struct node *child)
{
	mutex_lock(&parent->mtx);
#ifdef FIXED
	mutex_lock_nested(&child->mtx, SINGLE_DEPTH_NESTING);
#else
	mutex_lock_nested(&parent->mtx, SINGLE_DEPTH_NESTING);
#endif
	child->value = parent->value;
	mutex_unlock(&child->mtx);
	mutex_unlock(&parent->mtx);
}
