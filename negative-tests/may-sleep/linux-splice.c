// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/splice.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/fs.h>
#include <linux/splice.h>

static void __used may_sleep___splice_from_pipe(struct pipe_inode_info *a0, struct splice_desc *a1, splice_actor *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__splice_from_pipe(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
