// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: allocates with GFP_KERNEL (may sleep) while holding a spinlock,
 * instead of GFP_ATOMIC.
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: whether kmalloc() may sleep depends on its gfp flags, and
 * Clang's exclusion (locks_excluded) is unconditional, so kmalloc() and
 * friends are deliberately not __might_sleep_ctx (see "Limits of the
 * layer" in Documentation/dev-tools/capability-analysis.rst);
 * CONFIG_DEBUG_ATOMIC_SLEEP reports it at run time.
 */
#include <linux/errno.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct conn_table {
	spinlock_t lock;
	void *slots __guarded_by(&lock);
};

static int __used conn_table_grow(struct conn_table *t, size_t size)
{
	void *n;

	spin_lock(&t->lock);
#ifdef FIXED
	n = kmalloc(size, GFP_ATOMIC);
#else
	n = kmalloc(size, GFP_KERNEL);
#endif
	if (n)
		t->slots = n;
	spin_unlock(&t->lock);
	return n ? 0 : -ENOMEM;
}
