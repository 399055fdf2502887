// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a seq_file stop function annotated __releases(RCU) does not
 * leave the read-side critical section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>
#include <linux/seq_file.h>

static void __used route_seq_stop(struct seq_file *seq, void *v)
	__releases(RCU)
{
#ifdef FIXED
	rcu_read_unlock();
#endif
}
