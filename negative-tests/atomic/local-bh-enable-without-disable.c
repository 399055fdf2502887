// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls local_bh_enable() without a matching local_bh_disable().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/bottom_half.h>
#include <linux/spinlock.h>

struct neigh_table_stub {
	spinlock_t lock;
	unsigned int entries __guarded_by(&lock);
};

static void __used neigh_table_flush(struct neigh_table_stub *t)
{
#ifdef FIXED
	local_bh_disable();
#endif
	spin_lock(&t->lock);
	t->entries = 0;
	spin_unlock(&t->lock);
	local_bh_enable();
}
