// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: copies from user space (copy_from_user() may fault and sleep)
 * while holding a spinlock.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>

struct led_cfg {
	spinlock_t lock;
	unsigned int pattern __guarded_by(&lock);
};

static int __used led_cfg_write(struct led_cfg *c, const void __user *buf)
{
	unsigned int pattern;

#ifndef FIXED
	spin_lock(&c->lock);
	if (copy_from_user(&pattern, buf, sizeof(pattern))) {
		spin_unlock(&c->lock);
		return -EFAULT;
	}
#else
	if (copy_from_user(&pattern, buf, sizeof(pattern)))
		return -EFAULT;
	spin_lock(&c->lock);
#endif
	c->pattern = pattern;
	spin_unlock(&c->lock);
	return 0;
}
