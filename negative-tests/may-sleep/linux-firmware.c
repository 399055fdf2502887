// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/firmware.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/firmware.h>

static void __used may_sleep_firmware_request_cache(struct device *a0, const char *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)firmware_request_cache(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_firmware_upload_unregister(struct fw_upload *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	firmware_upload_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
