// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: sleeps with msleep() inside a read_seqbegin_or_lock() read
 * section, whose second pass holds the seqlock's spinlock (preemption
 * disabled).
 * EXPECT: -Wthread-safety-analysis
 * KNOWN-TO-FAIL: read_seqbegin_or_lock() takes its spinlock only on the
 * second pass, depending on the value of its marker, so it enters no
 * atomic context for the analysis (see "Limits of the layer" in
 * Documentation/dev-tools/capability-analysis.rst).
 */
#include <linux/delay.h>
#include <linux/seqlock.h>

struct mount_ns_stub {
	seqlock_t seq;
	unsigned int nr_mounts __guarded_by(&seq);
};

static unsigned int __used mount_ns_count(struct mount_ns_stub *ns)
{
	unsigned int n;
	int seq = 0;

again:
	read_seqbegin_or_lock(&ns->seq, &seq);
	n = ns->nr_mounts;
#ifndef FIXED
	msleep(1);		/* wait for stragglers */
#endif
	if (need_seqretry(&ns->seq, seq)) {
		seq = 1;
		goto again;
	}
	done_seqretry(&ns->seq, seq);
#ifdef FIXED
	msleep(1);
#endif
	return n;
}
