// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/fscrypt.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_FS_ENCRYPTION
 */
#include <linux/irqflags.h>
#include <linux/fscrypt.h>

static void __used may_sleep_fscrypt_ioctl_add_key(struct file *a0, void *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)fscrypt_ioctl_add_key(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_fscrypt_ioctl_set_policy(struct file *a0, const void *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)fscrypt_ioctl_set_policy(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}
