// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: passes refcount_dec_and_lock() one global spinlock and then
 * writes data guarded by another.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/refcount.h>
#include <linux/spinlock.h>

static DEFINE_SPINLOCK(sessions_lock);
static DEFINE_SPINLOCK(conns_lock);
static int nr_sessions __guarded_by(&sessions_lock);
static int nr_conns __guarded_by(&conns_lock);

static void __used conn_put(refcount_t *ref)
{
#ifdef FIXED
	if (refcount_dec_and_lock(ref, &conns_lock)) {
		nr_conns--;
		spin_unlock(&conns_lock);
	}
#else
	if (refcount_dec_and_lock(ref, &sessions_lock)) {
		nr_conns--;
		spin_unlock(&sessions_lock);
	}
#endif
}

static void __used session_put(refcount_t *ref)
{
	if (refcount_dec_and_lock(ref, &sessions_lock)) {
		nr_sessions--;
		spin_unlock(&sessions_lock);
	}
}
