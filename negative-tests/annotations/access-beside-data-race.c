// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: writes guarded data next to a data_race() read, which silences
 * only the expression inside it.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/compiler.h>
#include <linux/spinlock.h>

struct link {
	spinlock_t lock;
	int errors __guarded_by(&lock);
	int last_report __guarded_by(&lock);
};

static int __used link_report(struct link *l)
{
	int errors = data_race(l->errors);

#ifdef FIXED
	spin_lock(&l->lock);
	l->last_report = errors;
	spin_unlock(&l->lock);
#else
	l->last_report = errors;
#endif
	return errors;
}
