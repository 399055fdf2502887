// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: stops a kthread with kthread_stop() (sleeps) inside the scope
 * of guard(irqsave), which lasts to the end of the function, with
 * interrupts disabled.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/kthread.h>

struct watchdog_stub {
	struct task_struct *task;
	unsigned int *ctrl_reg;
};

static void __used watchdog_shutdown(struct watchdog_stub *wd)
{
#ifdef FIXED
	scoped_guard(irqsave)
		*wd->ctrl_reg = 0;
#else
	guard(irqsave)();
	*wd->ctrl_reg = 0;
#endif
	kthread_stop(wd->task);
}
