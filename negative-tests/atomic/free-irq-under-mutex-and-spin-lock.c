// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: frees an interrupt with a spinlock held; free_irq() waits for
 * the handler to finish and for its thread to exit.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/interrupt.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>

struct sensor {
	struct mutex cfg_lock;
	spinlock_t lock;
	int irq __guarded_by(&lock);
};

static void __used sensor_release(struct sensor *s, void *dev_id)
{
	int irq;

	mutex_lock(&s->cfg_lock);
	spin_lock(&s->lock);
	irq = s->irq;
	s->irq = -1;
#ifndef FIXED
	free_irq(irq, dev_id);
	spin_unlock(&s->lock);
#else
	spin_unlock(&s->lock);
	free_irq(irq, dev_id);
#endif
	mutex_unlock(&s->cfg_lock);
}
