// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/netdevice.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/netdevice.h>

static void __used may_sleep___dev_change_net_namespace(struct net_device *a0, struct net *a1, const char *a2, int a3, struct netlink_ext_ack *a4)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)__dev_change_net_namespace(a0, a1, a2, a3, a4);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_get_mac_address(struct sockaddr *a0, struct net *a1, char *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_get_mac_address(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_ifconf(struct net *a0, struct ifconf *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_ifconf(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_remove_offload(struct packet_offload *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dev_remove_offload(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_remove_pack(struct packet_type *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	dev_remove_pack(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_set_alias(struct net_device *a0, const char *a1, size_t a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_set_alias(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_dev_set_mac_address_user(struct net_device *a0, struct sockaddr *a1, struct netlink_ext_ack *a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)dev_set_mac_address_user(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_free_netdev(struct net_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	free_netdev(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_napi_disable(struct napi_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	napi_disable(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_netdev_rx_handler_unregister(struct net_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	netdev_rx_handler_unregister(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_netif_napi_del(struct napi_struct *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	netif_napi_del(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_register_netdevice(struct net_device *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)register_netdevice(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_register_netdevice_notifier(struct notifier_block *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)register_netdevice_notifier(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_synchronize_net(void)
{
#ifndef FIXED
	local_irq_disable();
#endif
	synchronize_net();
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_unregister_netdevice_notifier(struct notifier_block *a0)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)unregister_netdevice_notifier(a0);
#ifndef FIXED
	local_irq_enable();
#endif
}
