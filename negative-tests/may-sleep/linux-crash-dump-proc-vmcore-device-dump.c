// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/crash_dump.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_PROC_VMCORE_DEVICE_DUMP
 */
#include <linux/irqflags.h>
#include <linux/crash_dump.h>

static void __used may_sleep_vmcore_add_device_dump(struct vmcoredd_data *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)vmcore_add_device_dump(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
