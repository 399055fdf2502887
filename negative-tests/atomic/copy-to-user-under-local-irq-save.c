// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: copies to user space (copy_to_user() may fault and sleep)
 * between local_irq_save() and local_irq_restore().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/irqflags.h>
#include <linux/uaccess.h>

struct tsc_snapshot {
	unsigned long long tsc;
	unsigned long long ns;
};

static int __used tsc_snapshot_read(const struct tsc_snapshot *live,
				    void __user *buf)
{
	struct tsc_snapshot s;
	unsigned long flags;
	int ret = 0;

	local_irq_save(flags);
	s = *live;
#ifndef FIXED
	if (copy_to_user(buf, &s, sizeof(s)))
		ret = -EFAULT;
#endif
	local_irq_restore(flags);
#ifdef FIXED
	if (copy_to_user(buf, &s, sizeof(s)))
		ret = -EFAULT;
#endif
	return ret;
}
