// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/memory_hotplug.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 * NEEDS: CONFIG_MEMORY_HOTPLUG
 */
#include <linux/irqflags.h>
#include <linux/memory_hotplug.h>

static void __used may_sleep_pgdat_kswapd_lock(pg_data_t *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	pgdat_kswapd_lock(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_restore_online_page_callback(online_page_callback_t a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)restore_online_page_callback(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_set_online_page_callback(online_page_callback_t a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)set_online_page_callback(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
