// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls each function <linux/virtio_config.h> marks may-sleep
 * (__might_sleep_ctx) with interrupts disabled, one call per mark.
 * Written by tools/may_sleep_cases.py from the AST; FIXED makes the
 * same calls with interrupts on.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/irqflags.h>
#include <linux/virtio_config.h>

static void __used may_sleep___virtio_cread_many(struct virtio_device *a0, unsigned int a1, void *a2, size_t a3, size_t a4)
{
#ifndef FIXED
	local_irq_disable();
#endif
	__virtio_cread_many(a0, a1, a2, a3, a4);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_virtio_cread16(struct virtio_device *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)virtio_cread16(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_virtio_cread32(struct virtio_device *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)virtio_cread32(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_virtio_cread8(struct virtio_device *a0, unsigned int a1)
{
#ifndef FIXED
	local_irq_disable();
#endif
	(void)virtio_cread8(a0, a1);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_virtio_cwrite16(struct virtio_device *a0, unsigned int a1, u16 a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	virtio_cwrite16(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_virtio_cwrite32(struct virtio_device *a0, unsigned int a1, u32 a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	virtio_cwrite32(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_virtio_cwrite64(struct virtio_device *a0, unsigned int a1, u64 a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	virtio_cwrite64(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}

static void __used may_sleep_virtio_cwrite8(struct virtio_device *a0, unsigned int a1, u8 a2)
{
#ifndef FIXED
	local_irq_disable();
#endif
	virtio_cwrite8(a0, a1, a2);
#ifndef FIXED
	local_irq_enable();
#endif
}
