<?php
/**
 * Plugin Name: Inkwell local mail
 * Description: Local sites only: every outgoing mail goes through a sendmail stand-in that writes it to var/mail/{site}/ as an .eml file.
 *
 * @package Inkwell
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'phpmailer_init',
	static function ( $phpmailer ): void {
		if ( ! defined( 'INKWELL_MAIL_DIR' ) ) {
			return;
		}
		// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPMailer API.
		$phpmailer->Mailer   = 'sendmail';
		$phpmailer->Sendmail = PHP_BINARY . ' ' . dirname( __DIR__ ) . '/capture-mail.php ' . INKWELL_MAIL_DIR;
		// phpcs:enable
	}
);
