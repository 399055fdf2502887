// SPDX-License-Identifier: GPL-2.0
#include <linux/lk.h>
#include "helper.h"

static struct lk the_lock;
static int counter __attribute__((guarded_by(&the_lock)));

/* Annotated, but the suite's own: not an API. */
static void local_lock_counter(void) __attribute__((acquire_capability(&the_lock)));
static void local_lock_counter(void)
{
	lk_lock(&the_lock);
}

static void lock_test(void)
{
	local_lock_counter();
	counter++;
	helper_calls_helper(&the_lock);
	lk_unlock(&the_lock);
	if (lk_trylock(&the_lock))
		lk_unlock(&the_lock);
}

static void guard_test(void)
{
	guard_lk(&the_lock);
	counter++;
}

void (*const cases[])(struct lk *) = { helper_reached_from_a_table };
void (*const tests[])(void) = { lock_test, guard_test };
