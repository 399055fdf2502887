// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/smpboot.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/smpboot.h>

static void __used may_sleep_smpboot_register_percpu_thread(struct smp_hotplug_thread *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)smpboot_register_percpu_thread(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_smpboot_unregister_percpu_thread(struct smp_hotplug_thread *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	smpboot_unregister_percpu_thread(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
