// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/mount.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/mount.h>

static void __used may_sleep_clone_private_mount(const struct path *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)clone_private_mount(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_kern_unmount_array(struct vfsmount **a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	kern_unmount_array(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_may_umount(struct vfsmount *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)may_umount(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
