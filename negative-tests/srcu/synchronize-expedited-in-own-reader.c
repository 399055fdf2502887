// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls synchronize_srcu_expedited() inside a read-side critical
 * section of the same srcu_struct: the grace period waits for the reader,
 * which waits for the grace period (a self-deadlock).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/srcu.h>

DEFINE_STATIC_SRCU(table_srcu);

static void __used table_replace(void)
{
	int idx = srcu_read_lock(&table_srcu);

#ifdef FIXED
	srcu_read_unlock(&table_srcu, idx);
	synchronize_srcu_expedited(&table_srcu);
#else
	synchronize_srcu_expedited(&table_srcu);
	srcu_read_unlock(&table_srcu, idx);
#endif
}
