// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: waits for an SRCU grace period with synchronize_srcu() (sleeps)
 * between local_bh_disable() and local_bh_enable().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/bottom_half.h>
#include <linux/srcu.h>

struct xfrm_state_stub {
	int dying;
};

static void __used xfrm_state_kill(struct xfrm_state_stub *x,
				   struct srcu_struct *ssp)
{
	local_bh_disable();
	WRITE_ONCE(x->dying, 1);
#ifndef FIXED
	synchronize_srcu(ssp);
#endif
	local_bh_enable();
#ifdef FIXED
	synchronize_srcu(ssp);
#endif
}
