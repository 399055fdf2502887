// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/lockd/lockd.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/lockd/lockd.h>

static void __used may_sleep_nlm_bind_host(struct nlm_host *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)nlm_bind_host(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_nlm_lookup_file(struct svc_rqst *a0, struct nlm_file **a1, struct nlm_lock *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)nlm_lookup_file(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_nlm_release_file(struct nlm_file *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	nlm_release_file(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_nlm_shutdown_hosts_net(struct net *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	nlm_shutdown_hosts_net(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_nlmclnt_lookup_host(const struct sockaddr *a0, const size_t a1, const unsigned short a2, const u32 a3, const char *a4, int a5, struct net *a6, const struct cred *a7)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)nlmclnt_lookup_host(a0, a1, a2, a3, a4, a5, a6, a7);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_nlmclnt_wait(struct nlm_wait *a0, struct nlm_rqst *a1, long a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)nlmclnt_wait(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_nlmsvc_cancel_blocked(struct net *a0, struct nlm_file *a1, struct nlm_lock *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)nlmsvc_cancel_blocked(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_nlmsvc_lock(struct svc_rqst *a0, struct nlm_file *a1, struct nlm_host *a2, struct nlm_lock *a3, int a4, struct nlm_cookie *a5, int a6)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)nlmsvc_lock(a0, a1, a2, a3, a4, a5, a6);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_nlmsvc_lookup_host(const struct svc_rqst *a0, const char *a1, const size_t a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)nlmsvc_lookup_host(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_nlmsvc_traverse_blocks(struct nlm_host *a0, struct nlm_file *a1, nlm_host_match_fn_t a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	nlmsvc_traverse_blocks(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
