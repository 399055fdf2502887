// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: rcu_dereference()s a pointer inside WARN_ON()'s argument outside
 * an RCU reader (only the exempt accessors may, as rcu_access_pointer()).
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/bug.h>
#include <linux/rcupdate.h>

struct conf {
	int limit;
};

static struct conf __rcu_guarded *active_conf;

static void __used conf_check(void)
{
	WARN_ON(!rcu_access_pointer(active_conf));
#ifdef FIXED
	rcu_read_lock();
#endif
	WARN_ON(rcu_dereference(active_conf)->limit < 0);
#ifdef FIXED
	rcu_read_unlock();
#endif
}
