// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a seq_file start function annotated __acquires(RCU) does not
 * enter the read-side critical section.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>
#include <linux/seq_file.h>

static void *__used route_seq_start(struct seq_file *seq, loff_t *pos)
	__acquires(RCU)
{
#ifdef FIXED
	rcu_read_lock();
#endif
	return *pos ? NULL : SEQ_START_TOKEN;
}
