// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: a prototype placed above the definition of the mutex it needs
 * names the mutex as a string, __must_hold("table_mutex"), to get past the
 * undeclared identifier; Clang ignores a lock given as a string, so the
 * requirement is lost. Declare the mutex first and name it.
 * EXPECT: -Wthread-safety-attributes -Wthread-safety-analysis
 */
#include <linux/mutex.h>

#ifdef FIXED
static DEFINE_MUTEX(table_mutex);
static void table_grow(unsigned int n) __must_hold(&table_mutex);
#else
static void table_grow(unsigned int n) __must_hold("table_mutex");
static DEFINE_MUTEX(table_mutex);
#endif

static unsigned int table_size __guarded_by(&table_mutex);

static void __used table_insert(unsigned int n)
{
	mutex_lock(&table_mutex);
	if (n >= table_size)
		table_grow(n);
	mutex_unlock(&table_mutex);
}

static void table_grow(unsigned int n)
{
	table_size = n * 2;
}
