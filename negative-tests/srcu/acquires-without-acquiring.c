// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a function annotated __acquires() returns on one path without
 * having entered the SRCU read-side section (srcu_down_read()) it promises.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/srcu.h>

DEFINE_STATIC_SRCU(policy_srcu);

static int __used policy_reader_begin(bool nonblock)
	__acquires(&policy_srcu)
{
#ifdef FIXED
	(void)nonblock;
#else
	if (nonblock)
		return 0;
#endif
	return srcu_down_read(&policy_srcu);
}
