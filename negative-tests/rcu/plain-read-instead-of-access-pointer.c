// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: tests an __rcu_guarded pointer with a plain read outside a
 * read-side critical section instead of rcu_access_pointer().
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/rcupdate.h>

struct route {
	int mtu;
};

static struct route __rcu_guarded *cur_route;

static bool __used route_present(void)
{
#ifdef FIXED
	return rcu_access_pointer(cur_route) != NULL;
#else
	return cur_route != NULL;
#endif
}
