// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <net/bluetooth/hci_core.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <net/bluetooth/bluetooth.h>
#include <net/bluetooth/hci.h>
#include <net/bluetooth/hci_core.h>

static void __used may_sleep_hci_conn_hash_del(struct hci_dev *a0, struct hci_conn *a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	hci_conn_hash_del(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_hci_connect_cfm(struct hci_conn *a0, __u8 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	hci_connect_cfm(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_hci_disconn_cfm(struct hci_conn *a0, __u8 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	hci_disconn_cfm(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_hci_encrypt_cfm(struct hci_conn *a0, __u8 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	hci_encrypt_cfm(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_hci_key_change_cfm(struct hci_conn *a0, __u8 a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	hci_key_change_cfm(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_hci_role_switch_cfm(struct hci_conn *a0, __u8 a1, __u8 a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	hci_role_switch_cfm(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
