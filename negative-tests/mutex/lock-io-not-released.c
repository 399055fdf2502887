// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: returns with the mutex taken by mutex_lock_io() still held.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/mutex.h>

struct journal_stub {
	struct mutex mtx;
	unsigned long commits __guarded_by(&mtx);
};

static void __used journal_commit(struct journal_stub *j)
{
	mutex_lock_io(&j->mtx);
	j->commits++;
#ifdef FIXED
	mutex_unlock(&j->mtx);
#endif
}
