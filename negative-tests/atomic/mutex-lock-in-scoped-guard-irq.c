// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: takes a mutex (which may sleep) inside scoped_guard(irq), with
 * interrupts disabled, instead of after the scope ends.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/mutex.h>

struct pmu_stub {
	struct mutex lock;
	unsigned int enabled __guarded_by(&lock);
};

static void __used pmu_enable(struct pmu_stub *pmu, unsigned int *ctrl_reg)
{
	scoped_guard(irq) {
		*ctrl_reg = 1;
#ifndef FIXED
		mutex_lock(&pmu->lock);
		pmu->enabled = 1;
		mutex_unlock(&pmu->lock);
#endif
	}
#ifdef FIXED
	mutex_lock(&pmu->lock);
	pmu->enabled = 1;
	mutex_unlock(&pmu->lock);
#endif
}
