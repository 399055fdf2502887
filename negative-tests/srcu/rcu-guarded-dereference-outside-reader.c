// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: srcu_dereference()s an RCU-guarded pointer without being a reader
 * of the srcu_struct it names.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/srcu.h>

struct route {
	int metric;
};

DEFINE_STATIC_SRCU(route_srcu);
static struct route __rcu_guarded *best_route;

static int __used route_metric(void)
{
	int metric;
#ifdef FIXED
	int idx = srcu_read_lock(&route_srcu);
#endif

	metric = srcu_dereference(best_route, &route_srcu)->metric;
#ifdef FIXED
	srcu_read_unlock(&route_srcu, idx);
#endif
	return metric;
}
