// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: calls a function annotated __must_hold_ctx(IRQS_OFF) holding a
 * spinlock taken with spin_lock(), which disables preemption only.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/spinlock.h>

struct uart_port_stub {
	spinlock_t lock;
	unsigned int ier __guarded_by(&lock);
};

static void uart_stop_tx(struct uart_port_stub *port)
	__must_hold(&port->lock) __must_hold_ctx(IRQS_OFF)
{
	port->ier = 0;
}

static void __used uart_shutdown(struct uart_port_stub *port)
{
#ifdef FIXED
	spin_lock_irq(&port->lock);
#else
	spin_lock(&port->lock);
#endif
	uart_stop_tx(port);
#ifdef FIXED
	spin_unlock_irq(&port->lock);
#else
	spin_unlock(&port->lock);
#endif
}
