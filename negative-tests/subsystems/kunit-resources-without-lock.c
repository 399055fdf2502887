// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: adds to a test's resource list without test->lock, though any
 * thread of the test case may add resources at the same time.
 * EXPECT: -Wthread-safety-pointer
 */
#include <kunit/resource.h>
#include <kunit/test.h>
#include <linux/list.h>
#include <linux/spinlock.h>

static void __used test_track_resource(struct kunit *test, struct kunit_resource *res)
{
#ifdef FIXED
	unsigned long flags;

	spin_lock_irqsave(&test->lock, flags);
#endif
	list_add_tail(&res->node, &test->resources);
#ifdef FIXED
	spin_unlock_irqrestore(&test->lock, flags);
#endif
}
