// SPDX-License-Identifier: GPL-2.0
/*
 * MISTAKE: returns on the error path with the console list lock held.
 * console_list_lock() acquires the console_list_mutex token, which stands
 * for printk.c's static console_mutex.
 * EXPECT: -Wthread-safety-analysis
 */
#include <linux/console.h>
#include <linux/errno.h>

static int __used count_enabled_consoles(void)
{
	struct console *con;
	int n = 0;

	console_list_lock();
	for_each_console(con) {
		if (!con->name[0]) {
#ifdef FIXED
			console_list_unlock();
#endif
			return -EINVAL;
		}
		if (console_is_registered_locked(con))
			n++;
	}
	console_list_unlock();
	return n;
}
