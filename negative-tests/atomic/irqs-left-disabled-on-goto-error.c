// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: the error path jumps past local_irq_restore(), returning with
 * interrupts still disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/errno.h>
#include <linux/irqflags.h>

struct apic_stub {
	unsigned int *icr;
	bool ready;
};

static int __used apic_send_ipi(struct apic_stub *a, unsigned int vector)
{
	unsigned long flags;
	int ret = 0;

	local_irq_save(flags);
	if (!a->ready) {
		ret = -ENODEV;
		goto out;
	}
	*a->icr = vector;
#ifndef FIXED
	local_irq_restore(flags);
#endif
out:
#ifdef FIXED
	local_irq_restore(flags);
#endif
	return ret;
}
