<?php
/**
 * Newsletter subscriptions in WordPress's privacy tools: export and erase personal data.
 *
 * @package Inkblocks
 */

declare( strict_types=1 );

namespace Inkblocks\Newsletter;

/**
 * Finds a person's subscriptions (every list) by their e-mail address.
 *
 * @since 0.2.0
 */
final class Privacy {

	private const ID = 'inkblocks-newsletter';

	/**
	 * Creates the tools.
	 *
	 * @param Subscribers $subscribers Storage.
	 */
	public function __construct( private readonly Subscribers $subscribers ) {
	}

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'register_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'register_eraser' ) );
	}

	/**
	 * Adds the exporter.
	 *
	 * @param array<string,array<string,mixed>> $exporters Exporters.
	 * @return array<string,array<string,mixed>>
	 */
	public function register_exporter( array $exporters ): array {
		$exporters[ self::ID ] = array(
			'exporter_friendly_name' => __( 'Newsletter subscriptions', 'inkblocks' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the eraser.
	 *
	 * @param array<string,array<string,mixed>> $erasers Erasers.
	 * @return array<string,array<string,mixed>>
	 */
	public function register_eraser( array $erasers ): array {
		$erasers[ self::ID ] = array(
			'eraser_friendly_name' => __( 'Newsletter subscriptions', 'inkblocks' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * A person's subscriptions for the export file (all at once: one row per list at most).
	 *
	 * @since 0.2.0
	 *
	 * @param string $email E-mail address.
	 * @return array{data: array<int,array<string,mixed>>, done: bool}
	 */
	public function export( string $email ): array {
		$data = array();
		foreach ( $this->subscribers->of_email( $email ) as $row ) {
			$list   = $this->subscribers->get_list( $row['list_id'] );
			$items  = array(
				array(
					'name'  => __( 'List', 'inkblocks' ),
					'value' => $list['name'] ?? (string) $row['list_id'],
				),
				array(
					'name'  => __( 'E-mail', 'inkblocks' ),
					'value' => $row['email'],
				),
				array(
					'name'  => __( 'Status', 'inkblocks' ),
					'value' => $row['status'],
				),
				array(
					'name'  => __( 'Subscribed on (UTC)', 'inkblocks' ),
					'value' => $row['created_at'],
				),
			);
			$fields = json_decode( $row['fields'], true );
			foreach ( is_array( $fields ) ? $fields : array() as $name => $value ) {
				$items[] = array(
					'name'  => (string) $name,
					'value' => is_scalar( $value ) ? (string) $value : (string) wp_json_encode( $value ),
				);
			}
			$data[] = array(
				'group_id'    => self::ID,
				'group_label' => __( 'Newsletter subscriptions', 'inkblocks' ),
				'item_id'     => 'inkblocks-subscriber-' . $row['id'],
				'data'        => $items,
			);
		}
		return array(
			'data' => $data,
			'done' => true,
		);
	}

	/**
	 * Deletes a person's subscriptions.
	 *
	 * @since 0.2.0
	 *
	 * @param string $email E-mail address.
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( string $email ): array {
		$removed = $this->subscribers->delete( array_column( $this->subscribers->of_email( $email ), 'id' ) );
		return array(
			'items_removed'  => $removed > 0,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
	}
}
