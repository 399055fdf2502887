// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/sock.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <net/sock.h>

static void __used may_sleep___lock_sock_fast(struct sock *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	__lock_sock_fast(a0);
#ifndef FIXED
	local_irq_enable();
#endif
	unlock_sock_fast(a0, false);
}

static void __used may_sleep_lock_sock_nested(struct sock *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	lock_sock_nested(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_proto_register(struct proto *a0, int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)proto_register(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_proto_unregister(struct proto *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	proto_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
