// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: sleeps with msleep() while holding a spinlock (preemption is
 * disabled: "scheduling while atomic").
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/delay.h>
#include <linux/spinlock.h>

struct fw_loader {
	spinlock_t lock;
	int state __guarded_by(&lock);
};

static void __used fw_loader_reset(struct fw_loader *fw)
{
	spin_lock(&fw->lock);
	fw->state = 0;
#ifndef FIXED
	msleep(10);
#endif
	spin_unlock(&fw->lock);
#ifdef FIXED
	msleep(10);
#endif
}
